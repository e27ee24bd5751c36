import type { storageBucket } from '../firebase.server'
import { checkContentType, checkFilePath } from './file-paths'
import type { FileStore } from './file-store'

type Bucket = ReturnType<typeof storageBucket>

// files in a Cloud Storage bucket (a Firebase project's), through firebase-admin. Objects are
// private: the app serves them with its own access rules, never by a bucket URL
export function cloudStorageStore(bucket: Bucket): FileStore {
  return {
    location: `gs://${bucket.name}`,

    async putFile(file, bytes, contentType) {
      await bucket.file(checkFilePath(file)).save(Buffer.from(bytes), {
        resumable: false,
        contentType: checkContentType(contentType),
        metadata: { cacheControl: 'private, no-store' },
      })
    },

    async readFile(file) {
      const object = bucket.file(checkFilePath(file))
      try {
        const [[bytes], [metadata]] = await Promise.all([object.download(), object.getMetadata()])
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 404) return null
        throw error
      }
    },

    async deleteFile(file) {
      await bucket.file(checkFilePath(file)).delete({ ignoreNotFound: true })
    },

    async listFiles(prefix = '') {
      const [objects] = await bucket.getFiles({ prefix })
      return objects.map((object) => object.name).sort()
    },
  }
}
