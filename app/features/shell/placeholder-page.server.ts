import { redirect } from '@remix-run/node'
import { expectedError } from '~/platform/http/expected-error'
import { aliasTarget } from './aliases.server'
import { errorPages } from './messages'
import { loadPlannedPage } from './planned-pages.server'
import { routeAt } from './route-table.server'

// by placeholder id in app/routes.ts
const comingSoonNames: Record<string, string> = {
  calendar: 'Calendar',
  resources: 'Resources',
  demo: 'Watch a Demo',
}

export type PlaceholderPage =
  { kind: 'planned'; heading: string; summary: string } | { kind: 'coming-soon'; name: string }

// what the `*` route shows at a path the route table does not route (ADR 031): a page not built
// yet, a "Coming soon" placeholder, a redirect for an alias, or 404
export async function placeholderPage(request: Request): Promise<PlaceholderPage> {
  const route = routeAt(new URL(request.url).pathname)
  if (route?.placeholder === 'planned')
    return { kind: 'planned', ...(await loadPlannedPage(request)) }
  if (route?.placeholder === 'coming-soon')
    return { kind: 'coming-soon', name: comingSoonNames[route.id] ?? 'Coming soon' }
  const target = route?.placeholder === 'alias' ? await aliasTarget(request, route.id) : null
  if (target) throw redirect(target, 302)
  throw expectedError(404, errorPages[404].message)
}

// a post to a placeholder is a page that takes no posts (405), to any other path 404
export function placeholderPost(request: Request): never {
  const route = routeAt(new URL(request.url).pathname)
  if (route?.placeholder) throw expectedError(405, errorPages[405].message)
  throw expectedError(404, errorPages[404].message)
}
