// a path in the file store: segments of letters, digits, `_`, `.` and `-` joined by `/`; never
// absolute, never `.` or `..`, never empty, so it cannot leave the store's folder or bucket prefix
export class InvalidFilePathError extends Error {
  override name = 'InvalidFilePathError'
}

const segment = /^[a-zA-Z0-9_.-]+$/
// the local folder keeps each file's content type beside it, and writes under a temporary name
// first: both endings hold a `~`, which no file path can, so neither is ever taken for a file
export const contentTypeSuffix = '~type'
export const partialSuffix = '~partial'

export function isFilePath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 512) return false
  return path.split('/').every((part) => segment.test(part) && part !== '.' && part !== '..')
}

export function checkFilePath(path: unknown): string {
  if (!isFilePath(path))
    throw new InvalidFilePathError(
      `Not a file path the store takes: ${JSON.stringify(String(path).slice(0, 80))}`,
    )
  return path
}

// a content type as an HTTP header carries it: type/subtype, optional parameters, no line breaks
export function checkContentType(contentType: string): string {
  if (
    !/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9-]+=[a-z0-9"_.-]+)*$/i.test(contentType)
  ) {
    throw new InvalidFilePathError(
      `Not a content type: ${JSON.stringify(contentType.slice(0, 80))}`,
    )
  }
  return contentType
}
