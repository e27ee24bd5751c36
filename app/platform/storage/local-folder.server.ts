import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  checkContentType,
  checkFilePath,
  contentTypeSuffix,
  isFilePath,
  partialSuffix,
} from './file-paths'
import type { FileStore } from './file-store'

// files in a folder on this machine (the embedded default's `<DEMO_DATA_DIR>/files`): each file
// at its path, its content type in a small file beside it. A write goes to a temporary name and
// is renamed into place, so a reader never sees half a file
export function localFolderStore(root: string): FileStore {
  const folder = path.resolve(root)
  const fullPath = (file: string) => path.join(folder, ...checkFilePath(file).split('/'))

  return {
    location: folder,

    async putFile(file, bytes, contentType) {
      const target = fullPath(file)
      checkContentType(contentType)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      const temporary = `${target}.${randomBytes(6).toString('hex')}${partialSuffix}`
      await writeFile(`${temporary}${contentTypeSuffix}`, contentType, { mode: 0o600 })
      await writeFile(temporary, bytes, { mode: 0o600 })
      await rename(`${temporary}${contentTypeSuffix}`, `${target}${contentTypeSuffix}`)
      await rename(temporary, target)
    },

    async readFile(file) {
      const target = fullPath(file)
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(target),
          readFile(`${target}${contentTypeSuffix}`, 'utf8').catch(() => 'application/octet-stream'),
        ])
        return { bytes, contentType: contentType.trim() }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async deleteFile(file) {
      const target = fullPath(file)
      await Promise.all([
        rm(target, { force: true }),
        rm(`${target}${contentTypeSuffix}`, { force: true }),
      ])
    },

    async listFiles(prefix = '') {
      let entries: string[]
      try {
        entries = (await readdir(folder, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path
              .relative(folder, path.join(entry.parentPath, entry.name))
              .split(path.sep)
              .join('/'),
          )
      } catch (error) {
        if (isMissing(error)) return []
        throw error
      }
      // content types and unfinished writes are not files of the store (their names are not paths)
      return entries.filter((file) => isFilePath(file) && file.startsWith(prefix)).sort()
    },
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ENOENT'
}
