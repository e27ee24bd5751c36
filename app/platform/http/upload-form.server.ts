import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'
import { createFieldCheck, formRefusal } from './bound-form-fields.server'
import { expectedError } from './expected-error'

type UploadOptions = { maxBytes: number; uploadHandler?: UploadHandler }

// the form of a route that takes files (its handle declares `uploads`): parsed part by part with
// the route's limit; a truncated, boundary-less or oversize body is the sender's error (4xx), thrown
// as an expected error so that a page's boundary and a resource route both answer its message
export async function readUploadForm(
  request: Request,
  { maxBytes, uploadHandler }: UploadOptions,
): Promise<FormData> {
  const handler = uploadHandler ?? unstable_createMemoryUploadHandler({ maxPartSize: maxBytes })
  // each part's name is checked against the forms' bounds before the part is read (ADR 057)
  const withinBounds = createFieldCheck()
  try {
    return await unstable_parseMultipartFormData(request, (part) => {
      if (!withinBounds(part.name)) throw new FormOverBounds()
      return handler(part)
    })
  } catch (error) {
    if (error instanceof FormOverBounds) throw expectedError(400, formRefusal.message)
    if (error instanceof MaxPartSizeExceededError) {
      throw expectedError(
        413,
        `A file can be at most ${Math.round(maxBytes / 1000)} KB. Choose a smaller file.`,
      )
    }
    throw expectedError(
      400,
      'The upload could not be read. Please send the form again from its page.',
    )
  }
}

class FormOverBounds extends Error {}
