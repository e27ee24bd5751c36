import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { materialFileFor } from '~/features/marketing/materials.server'

// a marketing material's file, for the seller who made it: `/marketing-materials/{id}/file`.
// Anyone else, and an unknown id, get the same plain 404
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  const file = await materialFileFor(user.uid, params.materialId ?? '')
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
