// the storage port: files by path, with their content type. One implementation writes to Cloud
// Storage (a Firebase project), the other to a folder (the embedded default). (ADR 027)
export type StoredFile = { bytes: Buffer; contentType: string }

export type FileStore = {
  // what it says where it keeps files, for logs and scripts
  readonly location: string
  putFile(path: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>
  // null when there is no such file
  readFile(path: string): Promise<StoredFile | null>
  // no error when there is no such file
  deleteFile(path: string): Promise<void>
  // every file's path under a prefix ('' for all), sorted
  listFiles(prefix?: string): Promise<string[]>
}
