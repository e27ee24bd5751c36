import type { ActionFunctionArgs } from '@remix-run/node'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { listingPhotos } from '~/features/sellers/listing-photos.server'
import { photoUploadMaxBytes } from '~/features/sellers/photos-step'
import { answerPhotoUpload } from '~/features/sellers/photo-upload-answer.server'

// a published listing's photo upload as a script sends it, to show its progress
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  const { page, holder } = await listingPhotos(user.uid, params.listingId ?? '')
  return answerPhotoUpload(
    request,
    user.uid,
    holder,
    `/seller/dashboard/listings/${page.id}/photos`,
  )
}
