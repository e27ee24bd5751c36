import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapDataLimit, mapHomes } from '~/features/search/map-data.server'
import { searchMessages } from '~/features/search/messages'
import { parseSearchParams } from '~/features/search/search-query'
import { expectedError } from '~/platform/http/expected-error'
import { retryAfterHeaders } from '~/platform/rate-limit.server'

// GET /api/map/homes?<the search's parameters>: the homes the search matches as GeoJSON points
// (ADR 068). The same for everyone, so a shared cache may keep it a while; a signed-in visitor's
// answer is made private all the same (ADR 018)
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = await mapDataLimit(context.clientIp)
  if (!limit.allowed)
    throw expectedError(429, searchMessages.mapData.tooMany(limit.retryAfterSeconds), {
      headers: retryAfterHeaders(limit.retryAfterSeconds),
    })
  const { query, errors } = parseSearchParams(new URL(request.url).searchParams)
  const problem = Object.values(errors)[0]
  if (problem) throw expectedError(400, problem)
  return Response.json(await mapHomes(query), {
    headers: { 'Cache-Control': 'public, max-age=60', 'Content-Type': 'application/geo+json' },
  })
}
