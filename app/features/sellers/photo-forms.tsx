import { getFormProps } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { photoMessages } from '~/features/listings/messages'
import {
  maxPhotosPerListing,
  photoDimensions,
  photoSrcSet,
  photoUrl,
  sellersDescription,
  type ListingPhoto,
} from '~/features/listings/photo'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, withId, type FormReply } from '~/ui/form/field-state'
import { FileInput } from '~/ui/form/file-input'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { useUploadProgress } from '~/ui/form/use-upload-progress'
import { StatusButton } from '~/ui/status-button'
import { useFailedTitle } from '~/ui/page-meta'
import { useHydrated } from '~/ui/use-hydrated'
import { VisuallyHidden } from '~/ui/visually-hidden'
import { photoDescriptionId, photoListTitleId, PhotoListSchema } from './photos-step'

// the upload form: a plain multipart post, or with JavaScript a post to `endpoint` that shows its progress
export function UploadForm({
  reply: pageReply,
  full,
  endpoint,
}: {
  reply?: FormReply
  full: boolean
  endpoint: string
}) {
  const formId = 'photo-upload'
  const hydrated = useHydrated()
  const upload = useUploadProgress({
    endpoint,
    field: 'photos',
    failedMessage: photoMessages.uploadFailed,
  })
  const reply = upload.reply ?? pageReply
  const field = { ...pageField(formId, 'photos'), errors: reply?.error?.photos ?? undefined }
  // the page's title says so while the form has failed (the server does it for a post without
  // JavaScript); the next upload's success, which reloads the list, takes it away
  useFailedTitle(Boolean(upload.reply))
  return (
    <section aria-labelledby="upload-title" className="stack">
      <h2 id="upload-title">Add photos</h2>
      <ErrorSummary formId={formId} reply={reply} fields={[{ field, label: 'Photos' }]} />
      {full ? (
        <p>{photoMessages.tooMany}. Remove one to add another.</p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          id={formId}
          noValidate
          className="stack"
          onSubmit={hydrated ? upload.onSubmit : undefined}
        >
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
          <StatusButton
            label="Upload photos"
            pendingLabel="Uploading..."
            pending={upload.progress !== null ? true : undefined}
          />
        </Form>
      )}
    </section>
  )
}

// the navigation whose fragment the list last focused (the list is drawn anew with each change)
let focusedFor: string | null = null

// the photos in order, each with its description, its moves and its removal; `footer` ends the form
export function PhotoList({
  photos,
  reply,
  footer,
}: {
  photos: ListingPhoto[]
  reply?: FormReply
  footer: ReactNode
}) {
  const [form, fields] = useSchemaForm({
    id: 'photo-list',
    schema: PhotoListSchema,
    reply,
    defaultValue: { photos: photos.map(({ id, alt }) => ({ id, alt: sellersDescription(alt) })) },
  })
  const items = fields.photos.getFieldList()
  const altLabel = (index: number) => `Description of photo ${index + 1}`
  // each description has an id of its photo, so an answer can land on it (issue 41 M1)
  // (a refused post may name more photos than the list has: those keep the form's own ids)
  const altField = (index: number) => {
    const alt = items[index]!.getFieldset().alt
    const photo = photos[index]
    return photo ? withId(alt, photoDescriptionId(photo.id)) : alt
  }
  // with JavaScript, an upload's answer names the first new photo before the list has it: once
  // the list shows it, it takes focus (a post's answer is focused by the route announcer)
  const location = useLocation()
  useEffect(() => {
    if (!location.hash || focusedFor === location.key) return
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (!target || !target.closest('.photo-list, #' + photoListTitleId)) return
    focusedFor = location.key
    if (document.activeElement !== target) target.focus()
  }, [location.key, location.hash, photos])
  const undescribed = photos.filter((photo) => !sellersDescription(photo.alt)).length
  return (
    <section aria-labelledby={photoListTitleId} className="stack">
      <h2 id={photoListTitleId} tabIndex={-1}>
        Your photos ({photos.length} of {maxPhotosPerListing})
      </h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={items.map((_item, index) => ({ field: altField(index), label: altLabel(index) }))}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        {photos.length > 0 ? (
          <>
            <p>
              The first photo leads your listing. Each description is read aloud to buyers who
              cannot see the photo: say what it shows.
            </p>
            {undescribed > 0 ? (
              <p className="notice">{photoMessages.undescribed(undescribed)}</p>
            ) : null}
            {/* the first button of a form is the one Enter presses in a text field: this copy of
                "Save descriptions" is out of the tab order and hidden from screen readers, so
                the visible one comes where it is read and reached, after the photos (issue 41) */}
            <button
              type="submit"
              name="intent"
              value="save"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
            >
              Save descriptions
            </button>
            <ol className="photo-list">
              {items.map((item, index) => {
                const photo = photos[index]!
                const { id } = item.getFieldset()
                const small = photoDimensions(photo, 'small')
                return (
                  <li key={item.key} className="photo-list__item card">
                    <img
                      src={photoUrl(photo, 'small')}
                      srcSet={photoSrcSet(photo)}
                      sizes="240px"
                      width={small.width}
                      height={small.height}
                      alt={sellersDescription(photo.alt)}
                      className="photo-list__image"
                    />
                    <div className="stack">
                      <input type="hidden" name={id.name} value={photo.id} />
                      <TextField
                        field={altField(index)}
                        label={altLabel(index)}
                        hint={sellersDescription(photo.alt) ? undefined : photoMessages.altHint}
                        maxLength={250}
                      />
                      <div className="photo-list__buttons">
                        {index > 0 ? (
                          <StatusButton
                            name="intent"
                            value={`up:${photo.id}`}
                            label={
                              <>
                                Move up<VisuallyHidden> photo {index + 1}</VisuallyHidden>
                              </>
                            }
                            pendingLabel="Moving..."
                            className="button button--secondary"
                          />
                        ) : null}
                        {index < photos.length - 1 ? (
                          <StatusButton
                            name="intent"
                            value={`down:${photo.id}`}
                            label={
                              <>
                                Move down<VisuallyHidden> photo {index + 1}</VisuallyHidden>
                              </>
                            }
                            pendingLabel="Moving..."
                            className="button button--secondary"
                          />
                        ) : null}
                        <StatusButton
                          name="intent"
                          value={`remove:${photo.id}`}
                          label={
                            <>
                              Remove<VisuallyHidden> photo {index + 1}</VisuallyHidden>
                            </>
                          }
                          pendingLabel="Removing..."
                          className="button button--secondary"
                        />
                      </div>
                    </div>
                  </li>
                )
              })}
            </ol>
            <StatusButton
              name="intent"
              value="save"
              label="Save descriptions"
              pendingLabel="Saving..."
              className="button button--secondary"
            />
          </>
        ) : (
          <p>
            No photos yet. Listings with photos get more attention; you can also add them later.
          </p>
        )}
        {footer}
      </Form>
    </section>
  )
}
