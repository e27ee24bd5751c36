import { isDemoMode } from '../env.server'
import { storageBucket } from '../firebase.server'
import { whileWriting } from '../http/request-work.server'
import { cloudStorageStore } from './cloud-storage.server'
import type { FileStore, StoredFile } from './file-store'
import { localFilesFolder } from './local-files-folder.server'
import { localFolderStore } from './local-folder.server'

export type { FileStore, StoredFile } from './file-store'
export { InvalidFilePathError, isFilePath } from './file-paths'

const stores = new Map<string, FileStore>()

// Cloud Storage when a Firebase project is configured (its FIREBASE_STORAGE_BUCKET), otherwise
// the embedded default's folder `<DEMO_DATA_DIR>/files`, kept with the rest of its data (ADR 027)
export function fileStore(): FileStore {
  const key = isDemoMode() ? `folder:${localFilesFolder()}` : 'bucket'
  let store = stores.get(key)
  if (!store) {
    store = fenceWrites(
      isDemoMode() ? localFolderStore(localFilesFolder()) : cloudStorageStore(storageBucket()),
    )
    stores.set(key, store)
  }
  return store
}

export function putFile(
  file: string,
  bytes: Buffer | Uint8Array,
  contentType: string,
): Promise<void> {
  return fileStore().putFile(file, bytes, contentType)
}

export function readFile(file: string): Promise<StoredFile | null> {
  return fileStore().readFile(file)
}

export function deleteFile(file: string): Promise<void> {
  return fileStore().deleteFile(file)
}

export function listFiles(prefix?: string): Promise<string[]> {
  return fileStore().listFiles(prefix)
}

// a file stored or deleted is a write of the request it serves (ADR 063)
function fenceWrites(store: FileStore): FileStore {
  return {
    location: store.location,
    putFile: (file, bytes, contentType) =>
      whileWriting(() => store.putFile(file, bytes, contentType)),
    readFile: (file) => store.readFile(file),
    deleteFile: (file) => whileWriting(() => store.deleteFile(file)),
    listFiles: (prefix) => store.listFiles(prefix),
  }
}
