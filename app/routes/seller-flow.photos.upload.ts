import type { ActionFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import { photoMessages } from '~/features/listings/messages'
import { photoStepPath, photoUploadMaxBytes, type PhotoUploadAnswer } from '~/features/sellers/photos-step'
import { addDraftPhotos, photoUploads } from '~/features/sellers/photos-step.server'
import { dataWithSuccess } from '~/features/shell/toast.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { retryAfterHeaders } from '~/platform/rate-limit.server'

// the photos step's upload as a script sends it, to show its progress: the same work as the page's
// own form (which works without JavaScript), answered as JSON the page applies (ADR 027)
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) return answer({ ok: false, message: photoMessages.noFile }, 400)
  const uploads = photoUploads()
  await readUploadForm(request, { maxBytes: photoUploadMaxBytes, uploadHandler: uploads.handler })
  const outcome = await addDraftPhotos(user.uid, uploads.files)
  if (!outcome.ok) return answer({ ok: false, message: outcome.message }, outcome.status, outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined)
  const done: PhotoUploadAnswer = { ok: true, redirectTo: photoStepPath }
  return outcome.count ? dataWithSuccess(done, photoMessages.added(outcome.count)) : answer(done, 200)
}

function answer(body: PhotoUploadAnswer, status: number, headers?: Record<string, string>) {
  return Response.json(body, { status, headers })
}
