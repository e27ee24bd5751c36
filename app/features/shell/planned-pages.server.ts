import { requireRole, requireUser } from '~/features/accounts/session.server'
import { expectedError } from '~/platform/http/expected-error'
import { errorPages } from './messages'
import { plannedPages, type Access } from './planned-pages'
import { routeAt } from './route-table.server'

export async function loadPlannedPage(request: Request) {
  const route = routeAt(new URL(request.url).pathname)
  const page = route ? plannedPages[route.id] : undefined
  if (!route || !page || !canExist(route.id, route.params))
    throw expectedError(404, errorPages[404].message)
  await enforceAccess(request, page.access)
  return { heading: page.heading, summary: page.summary }
}

// nothing a planned page would show by id exists yet (no provider, lead, bundle, landing page or
// seller listing), so every id answers 404 rather than a page that pretends
function canExist(_routeId: string, params: Record<string, string | undefined>): boolean {
  return Object.values(params).every((value) => value === undefined)
}

async function enforceAccess(request: Request, access: Access) {
  if (access === 'public') return null
  if (access === 'signed-in') return requireUser(request)
  return requireRole(request, access)
}
