import path from 'node:path'
import { env } from '../env.server'

// the embedded default's file store: a folder beside its other data (ADR 027)
export function localFilesFolder(dataDir = env().DEMO_DATA_DIR): string {
  return path.join(path.resolve(dataDir), 'files')
}
