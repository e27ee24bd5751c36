import type { LoaderFunctionArgs } from '@remix-run/node'
import { getSessionUser } from '~/features/accounts/session.server'
import { isPhotoId, isPhotoSize } from '~/features/listings/photo'
import { photoFileFor } from '~/features/listings/photos.server'
import { sharedAnswerHeader } from '~/platform/http/private-responses.server'

// one size of a listing photo: `/files/photos/{photoId}/{small|medium|large}.jpg`. Anyone may have a
// published listing's photo; a draft's goes to its owner only. Anything else is the same plain 404,
// so a photo's existence is not told to someone who may not see it. `X-Content-Type-Options:
// nosniff` is on every answer of the server (security-headers), these too (ADR 027)
export async function loader({ request, params }: LoaderFunctionArgs) {
  const size = /^(\w+)\.jpg$/.exec(params.file ?? '')?.[1]
  if (!isPhotoId(params.photoId) || !isPhotoSize(size)) return notFound()
  const viewer = await getSessionUser(request)
  const file = await photoFileFor(params.photoId, size, viewer?.uid ?? null)
  if (!file) return notFound()
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': 'inline',
      ...(file.published
        ? { 'Cache-Control': 'public, max-age=86400', [sharedAnswerHeader]: '1' }
        : { 'Cache-Control': 'private, no-store' }),
    },
  })
}

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
