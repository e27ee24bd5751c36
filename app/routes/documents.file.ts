import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import { documentFile } from '~/features/documents/documents.server'

// a document's file, for its owner and the people it is shared with: always an attachment, never
// shown inline (nosniff is on every answer), never cached
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const { document, bytes } = await documentFile(user.uid, params.documentId ?? '')
  const ascii = document.name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type':
        document.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : document.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
      'Cache-Control': 'private, no-store',
    },
  })
}
