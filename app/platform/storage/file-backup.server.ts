import type { FileStore } from './file-store'

// the store's files in a backup (data:export), base64 in JSON beside the collections
export type FilesBackup = Record<string, { contentType: string; base64: string }>

export async function exportFiles(store: FileStore): Promise<FilesBackup> {
  const files: FilesBackup = {}
  for (const file of await store.listFiles()) {
    const stored = await store.readFile(file)
    if (stored)
      files[file] = { contentType: stored.contentType, base64: stored.bytes.toString('base64') }
  }
  return files
}

// with keepExisting, a file already in the store stays as it is
export async function importFiles(
  store: FileStore,
  files: FilesBackup,
  { keepExisting = false } = {},
): Promise<{ written: number; skipped: number }> {
  const existing = keepExisting ? new Set(await store.listFiles()) : new Set<string>()
  let written = 0
  let skipped = 0
  for (const [file, { contentType, base64 }] of Object.entries(files)) {
    if (existing.has(file)) {
      skipped += 1
      continue
    }
    await store.putFile(file, Buffer.from(base64, 'base64'), contentType)
    written += 1
  }
  return { written, skipped }
}
