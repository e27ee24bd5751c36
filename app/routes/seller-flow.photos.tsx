import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { requireUser } from '~/features/accounts/session.server'
import { photoMessages } from '~/features/listings/messages'
import { maxPhotosPerListing, photoDimensions, photoSrcSet, photoUrl, type ListingPhoto } from '~/features/listings/photo'
import { photoStepBack, photoStepLabel, photoStepNext, photoStepPath, photoStepTitle, photoUploadMaxBytes, photoUploadPath, PhotoListSchema } from '~/features/sellers/photos-step'
import { addDraftPhotos, changeDraftPhotos, draftPhotos, photoUploads } from '~/features/sellers/photos-step.server'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, pageField, replyOf, type FormReply } from '~/ui/form/field-state'
import { FileInput } from '~/ui/form/file-input'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { useUploadProgress } from '~/ui/form/use-upload-progress'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'
import { VisuallyHidden } from '~/ui/visually-hidden'

// this page takes files (ADR 018): up to 20 photos of 15 MB in one post
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }

export const headers = headersWithRetryAfter

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(photoStepTitle, { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return draftPhotos(user.uid)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const uploads = photoUploads()
    await readUploadForm(request, { maxBytes: photoUploadMaxBytes, uploadHandler: uploads.handler })
    const outcome = await addDraftPhotos(user.uid, uploads.files)
    if (!outcome.ok) {
      const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
      return data({ form: 'upload' as const, result: replyOf({ photos: outcome.message }) }, { status: outcome.status, headers })
    }
    if (!outcome.count) return redirect(photoStepPath)
    return redirectWithSuccess(photoStepPath, photoMessages.added(outcome.count))
  }
  const submission = parseWithZod(await request.formData(), { schema: PhotoListSchema })
  if (submission.status !== 'success') return data({ form: 'list' as const, result: submission.reply() }, { status: 400 })
  const outcome = await changeDraftPhotos(user.uid, submission.value)
  if (!outcome.ok) return data({ form: 'list' as const, result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
  if (outcome.intent === 'continue') return redirect(photoStepNext)
  if (outcome.intent === 'remove') return redirectWithSuccess(photoStepPath, photoMessages.removed)
  if (outcome.intent === 'save') return redirectWithSuccess(photoStepPath, photoMessages.saved)
  return redirect(`${photoStepPath}#photo-list`)
}

export default function SellerFlowPhotos() {
  const { photos, address } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const uploadReply = actionData?.form === 'upload' ? actionData.result : undefined
  const listReply = actionData?.form === 'list' ? actionData.result : undefined
  const full = photos.length >= maxPhotosPerListing
  return (
    <div className="stack seller-photos">
      <p>{photoStepLabel}</p>
      <h1>{photoStepTitle}</h1>
      <p className="lead">
        Add up to {maxPhotosPerListing} photos of {address ?? 'your home'}: JPEG, PNG or WebP, up to 15 MB each. Before a photo is shown we make a
        fresh copy of it, so the location, camera and other details a phone stores inside it are never published.
      </p>
      {/* a new list of photos is a new pair of forms: the file input empties, the fields show what was saved */}
      <UploadForm key={photos.map((photo) => photo.id).join('|')} reply={uploadReply} full={full} />
      <PhotoList key={photos.map((photo) => `${photo.id}:${photo.alt}`).join('|')} photos={photos} reply={listReply} />
    </div>
  )
}

function UploadForm({ reply: pageReply, full }: { reply?: FormReply; full: boolean }) {
  const formId = 'photo-upload'
  const hydrated = useHydrated()
  const upload = useUploadProgress({ endpoint: photoUploadPath, field: 'photos', failedMessage: photoMessages.uploadFailed })
  const reply = upload.reply ?? pageReply
  const field = { ...pageField(formId, 'photos'), errors: reply?.error?.photos ?? undefined }
  useEffect(() => {
    // the page's title says so when the form failed (the server does it for a post without JavaScript)
    if (upload.reply && !document.title.startsWith('Error: ')) document.title = `Error: ${document.title}`
  }, [upload.reply])
  return (
    <section aria-labelledby="upload-title" className="stack">
      <h2 id="upload-title">Add photos</h2>
      <ErrorSummary formId={formId} reply={reply} fields={[{ field, label: 'Photos' }]} />
      {full ? (
        <p>{photoMessages.tooMany}. Remove one to add another.</p>
      ) : (
        <Form method="post" encType="multipart/form-data" id={formId} noValidate className="stack" onSubmit={hydrated ? upload.onSubmit : undefined}>
          <FileInput
            field={field}
            label="Photos"
            hint="Choose one or more files. Choose them again if the page says there is a problem."
            accept="image/jpeg,image/png,image/webp"
            multiple
          />
          {upload.progress !== null ? (
            <div className="upload-progress">
              <label htmlFor="photo-upload-progress">Uploading your photos</label>
              <progress id="photo-upload-progress" max={100} value={upload.progress}>
                {upload.progress}%
              </progress>
            </div>
          ) : null}
          <StatusButton label="Upload photos" pendingLabel="Uploading..." pending={upload.progress !== null ? true : undefined} />
        </Form>
      )}
    </section>
  )
}

function PhotoList({ photos, reply }: { photos: ListingPhoto[]; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'photo-list',
    schema: PhotoListSchema,
    reply,
    defaultValue: { photos: photos.map(({ id, alt }) => ({ id, alt })) },
  })
  const items = fields.photos.getFieldList()
  const altLabel = (index: number) => `Description of photo ${index + 1}`
  return (
    <section aria-labelledby="photo-list-title" className="stack">
      <h2 id="photo-list-title">
        Your photos ({photos.length} of {maxPhotosPerListing})
      </h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={items.map((item, index) => ({ field: item.getFieldset().alt, label: altLabel(index) }))}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        {photos.length > 0 ? (
          <>
            <p>The first photo leads your listing. Each description is read aloud to buyers who cannot see the photo: say what it shows.</p>
            {/* the first button of a form is the one Enter presses in a text field */}
            <StatusButton name="intent" value="save" label="Save descriptions" pendingLabel="Saving..." className="button button--secondary" />
            <ol className="photo-list">
              {items.map((item, index) => {
                const photo = photos[index]!
                const { id, alt } = item.getFieldset()
                const small = photoDimensions(photo, 'small')
                return (
                  <li key={item.key} className="photo-list__item card">
                    <img src={photoUrl(photo, 'small')} srcSet={photoSrcSet(photo)} sizes="240px" width={small.width} height={small.height} alt={photo.alt} className="photo-list__image" />
                    <div className="stack">
                      <input type="hidden" name={id.name} value={photo.id} />
                      <TextField field={alt} label={altLabel(index)} maxLength={250} />
                      <div className="photo-list__buttons">
                        {index > 0 ? (
                          <StatusButton name="intent" value={`up:${photo.id}`} label={<>Move up<VisuallyHidden> photo {index + 1}</VisuallyHidden></>} pendingLabel="Moving..." className="button button--secondary" />
                        ) : null}
                        {index < photos.length - 1 ? (
                          <StatusButton name="intent" value={`down:${photo.id}`} label={<>Move down<VisuallyHidden> photo {index + 1}</VisuallyHidden></>} pendingLabel="Moving..." className="button button--secondary" />
                        ) : null}
                        <StatusButton name="intent" value={`remove:${photo.id}`} label={<>Remove<VisuallyHidden> photo {index + 1}</VisuallyHidden></>} pendingLabel="Removing..." className="button button--secondary" />
                      </div>
                    </div>
                  </li>
                )
              })}
            </ol>
          </>
        ) : (
          <p>No photos yet. Listings with photos get more attention; you can also add them later.</p>
        )}
        <div className="flow-buttons">
          <Link to={photoStepBack}>Back</Link>
          <StatusButton name="intent" value="continue" label="Continue" pendingLabel="Saving..." />
        </div>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
