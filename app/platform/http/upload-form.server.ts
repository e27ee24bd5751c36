import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'

type UploadOptions = { maxBytes: number; uploadHandler?: UploadHandler }

// the form of a route that takes files (its handle declares `uploads`): parsed part by part with
// the route's limit; a truncated, boundary-less or oversize body is the sender's error (4xx)
export async function readUploadForm(request: Request, { maxBytes, uploadHandler }: UploadOptions): Promise<FormData> {
  try {
    return await unstable_parseMultipartFormData(request, uploadHandler ?? unstable_createMemoryUploadHandler({ maxPartSize: maxBytes }))
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      throw data({ message: `A file can be at most ${Math.round(maxBytes / 1000)} KB. Choose a smaller file.` }, { status: 413 })
    }
    throw data({ message: 'The upload could not be read. Please send the form again from its page.' }, { status: 400 })
  }
}
