import { parseWithZod } from '@conform-to/zod'
import type { DocumentData } from 'firebase-admin/firestore'
import { redirect } from '@remix-run/node'
import { photoMessages } from '~/features/listings/messages'
import { dataWithSuccess, redirectWithSuccess } from '~/features/shell/toast.server'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { retryAfterHeaders } from '~/platform/rate-limit.server'
import { replyOf } from '~/ui/form/field-state'
import {
  photoDescriptionId,
  photoListTitleId,
  PhotoListSchema,
  photoUploadMaxBytes,
  type PhotoUploadAnswer,
} from './photos-step'
import { addPhotos, changePhotos, photoUploads, type PhotoHolder } from './photos-step.server'

// an upload as a script sends it, to show its progress: the same work as the page's own form
// (which works without JavaScript), answered as JSON the page applies (ADR 027)
export async function answerPhotoUpload<Model extends DocumentData>(
  request: Request,
  uid: string,
  holder: PhotoHolder<Model>,
  pagePath: string,
) {
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? ''))
    return answer({ ok: false, message: photoMessages.noFile }, 400)
  const uploads = photoUploads()
  await readUploadForm(request, { maxBytes: photoUploadMaxBytes, uploadHandler: uploads.handler })
  const outcome = await addPhotos(uid, holder, uploads.files)
  if (!outcome.ok)
    return answer(
      { ok: false, message: outcome.message },
      outcome.status,
      outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined,
    )
  const done: PhotoUploadAnswer = { ok: true, redirectTo: photoPlace(pagePath, outcome.photoId) }
  return outcome.count
    ? dataWithSuccess(done, photoMessages.added(outcome.count))
    : answer(done, 200)
}

function answer(body: PhotoUploadAnswer, status: number, headers?: Record<string, string>) {
  return Response.json(body, { status, headers })
}

// a photo page's two forms without JavaScript: the multipart upload, and the list (descriptions,
// moves, removal, and Continue where `continueTo` is given)
export async function answerPhotoPage<Model extends DocumentData>(
  request: Request,
  uid: string,
  holder: PhotoHolder<Model>,
  pagePath: string,
  continueTo?: string,
) {
  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const uploads = photoUploads()
    await readUploadForm(request, { maxBytes: photoUploadMaxBytes, uploadHandler: uploads.handler })
    const outcome = await addPhotos(uid, holder, uploads.files)
    if (!outcome.ok)
      return answerFailedForm(
        { form: 'upload' as const, result: replyOf({ photos: outcome.message }) },
        outcome,
      )
    if (!outcome.count) return redirect(pagePath)
    return redirectWithSuccess(
      photoPlace(pagePath, outcome.photoId),
      photoMessages.added(outcome.count),
    )
  }
  const submission = parseWithZod(await request.formData(), { schema: PhotoListSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ form: 'list' as const, result: submission.reply() }, { status: 400 })
  const outcome = await changePhotos(uid, holder, submission.value)
  if (!outcome.ok)
    return answerFailedForm(
      { form: 'list' as const, result: submission.reply({ formErrors: [outcome.message] }) },
      outcome,
    )
  if (outcome.intent === 'continue' && continueTo) return redirect(continueTo)
  if (outcome.intent === 'remove')
    return redirectWithSuccess(photoPlace(pagePath), photoMessages.removed)
  if (outcome.intent === 'save')
    return redirectWithSuccess(photoPlace(pagePath), photoMessages.saved)
  if (outcome.position)
    return redirectWithSuccess(
      photoPlace(pagePath, outcome.photoId),
      photoMessages.moved(outcome.position),
    )
  return redirect(photoPlace(pagePath))
}

// where the page lands after a change, so focus is on what changed (issue 41 M1): a photo's
// description (the first one added, or the one moved), else the list's heading with its count
function photoPlace(pagePath: string, photoId?: string) {
  return `${pagePath}#${photoId ? photoDescriptionId(photoId) : photoListTitleId}`
}
