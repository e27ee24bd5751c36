import type { LoaderFunctionArgs } from '@remix-run/node'
import { neighborhoodShapes } from '~/features/neighborhoods/neighborhood-explorer.server'
import { mapDataLimit } from '~/features/search/map-data.server'
import { searchMessages } from '~/features/search/messages'
import { expectedError } from '~/platform/http/expected-error'
import { retryAfterHeaders } from '~/platform/rate-limit.server'

// GET /api/map/neighborhoods: the explorer's neighborhood areas as GeoJSON polygons with each
// one's median sale price (ADR 068)
export async function loader({ context }: LoaderFunctionArgs) {
  const limit = await mapDataLimit(context.clientIp)
  if (!limit.allowed)
    throw expectedError(429, searchMessages.mapData.tooMany(limit.retryAfterSeconds), {
      headers: retryAfterHeaders(limit.retryAfterSeconds),
    })
  return Response.json(neighborhoodShapes(), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Content-Type': 'application/geo+json' },
  })
}
