import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { maxPhotosPerListing } from '~/features/listings/photo'
import { listingPhotos } from '~/features/sellers/listing-photos.server'
import { PhotoList, UploadForm } from '~/features/sellers/photo-forms'
import { answerPhotoPage } from '~/features/sellers/photo-upload-answer.server'
import { photoUploadMaxBytes } from '~/features/sellers/photos-step'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { isFailedReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'

// this page takes files (ADR 018): up to 20 photos of 15 MB in one post
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }
export const headers = headersWithRetryAfter

const routeErrors: RouteErrors = {
  404: {
    title: 'Listing not found',
    links: [{ to: '/seller/dashboard/listings', label: 'Back to your listings' }],
  },
}
const pathOf = (listingId: string) => `/seller/dashboard/listings/${listingId}/photos`

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error || !page
    ? errorMeta(error, routeErrors)
    : pageTitle(`Photos of ${page.address}`, { failed: isFailedReply(actionData?.result) })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return (await listingPhotos(user.uid, params.listingId ?? '')).page
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  const { page, holder } = await listingPhotos(user.uid, params.listingId ?? '')
  return answerPhotoPage(request, user.uid, holder, pathOf(page.id))
}

export default function SellerListingPhotos() {
  const { id, address, photos } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const uploadReply = actionData?.form === 'upload' ? actionData.result : undefined
  const listReply = actionData?.form === 'list' ? actionData.result : undefined
  return (
    <div className="dashboard stack seller-photos">
      <h1>Photos of {address}</h1>
      <SellerNav />
      <p className="lead">
        Buyers see these on <Link to={`/property/${id}`}>the listing’s page</Link> as soon as you
        save: up to {maxPhotosPerListing} photos, JPEG, PNG or WebP, up to 15 MB each. Location and
        camera details inside a photo are never published.
      </p>
      <UploadForm
        key={photos.map((photo) => photo.id).join('|')}
        reply={uploadReply}
        full={photos.length >= maxPhotosPerListing}
        endpoint={`${pathOf(id)}/upload`}
      />
      <PhotoList
        key={photos.map((photo) => `${photo.id}:${photo.alt}`).join('|')}
        photos={photos}
        reply={listReply}
        footer={
          <p>
            <Link to={`/seller/optimize-listing/${id}`}>See the listing’s score</Link>
          </p>
        }
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
