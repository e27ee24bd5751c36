import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'
import { expectedError } from './expected-error'

type UploadOptions = { maxBytes: number; uploadHandler?: UploadHandler }

// the form of a route that takes files (its handle declares `uploads`): parsed part by part with
// the route's limit; a truncated, boundary-less or oversize body is the sender's error (4xx), thrown
// as an expected error so that a page's boundary and a resource route both answer its message
export async function readUploadForm(request: Request, { maxBytes, uploadHandler }: UploadOptions): Promise<FormData> {
  try {
    return await unstable_parseMultipartFormData(request, uploadHandler ?? unstable_createMemoryUploadHandler({ maxPartSize: maxBytes }))
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      throw expectedError(413, `A file can be at most ${Math.round(maxBytes / 1000)} KB. Choose a smaller file.`)
    }
    throw expectedError(400, 'The upload could not be read. Please send the form again from its page.')
  }
}
