import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { maxPhotosPerListing } from '~/features/listings/photo'
import { PhotoList, UploadForm } from '~/features/sellers/photo-forms'
import { answerPhotoPage } from '~/features/sellers/photo-upload-answer.server'
import {
  photoStepBack,
  photoStepLabel,
  photoStepNext,
  photoStepPath,
  photoStepTitle,
  photoUploadMaxBytes,
  photoUploadPath,
} from '~/features/sellers/photos-step'
import { draftPhotoHolder, draftPhotos } from '~/features/sellers/photos-step.server'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { isFailedReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

// this page takes files (ADR 018): up to 20 photos of 15 MB in one post
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }

export const headers = headersWithRetryAfter

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error
    ? errorMeta(error)
    : pageTitle(photoStepTitle, { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return draftPhotos(user.uid)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return answerPhotoPage(
    request,
    user.uid,
    await draftPhotoHolder(user.uid),
    photoStepPath,
    photoStepNext,
  )
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
        Add up to {maxPhotosPerListing} photos of {address ?? 'your home'}: JPEG, PNG or WebP, up to
        15 MB each. Before a photo is shown we make a fresh copy of it, so the location, camera and
        other details a phone stores inside it are never published.
      </p>
      {/* a new list of photos is a new pair of forms: the file input empties, the fields show what was saved */}
      <UploadForm
        key={photos.map((photo) => photo.id).join('|')}
        reply={uploadReply}
        full={full}
        endpoint={photoUploadPath}
      />
      <PhotoList
        key={photos.map((photo) => `${photo.id}:${photo.alt}`).join('|')}
        photos={photos}
        reply={listReply}
        footer={
          <div className="flow-buttons">
            <Link to={photoStepBack}>Back</Link>
            <StatusButton
              name="intent"
              value="continue"
              label="Continue"
              pendingLabel="Saving..."
            />
          </div>
        }
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
