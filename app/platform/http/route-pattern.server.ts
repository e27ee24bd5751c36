import { matchRoutes } from '@remix-run/react'
import type { ServerBuild } from '@remix-run/node'
import { rememberedByPath } from '../remembered-by-path'

type Node = { id: string; path?: string; index?: boolean; children: Node[] }

function routeTree(routes: ServerBuild['routes']): Node[] {
  const nodes = new Map<string, Node>()
  for (const route of Object.values(routes)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] })
  }
  const roots: Node[] = []
  for (const route of Object.values(routes)) {
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

const match = (roots: Node[], pathname: string) =>
  matchRoutes(roots as Parameters<typeof matchRoutes>[0], pathname)

// the route a request hit, as a pattern ("/property/:id"), so log lines group by route
export function createRouteMatcher(routes: ServerBuild['routes']): (pathname: string) => string {
  const roots = routeTree(routes)
  return rememberedByPath(patternOf)

  function patternOf(pathname: string): string {
    const matches = decodable(pathname) ? match(roots, pathname) : null
    if (!matches) return 'unmatched'
    const pattern = matches
      .map((match) => (match.route as Node).path ?? '')
      .filter(Boolean)
      .join('/')
    return `/${pattern}`.replace(/\/+/g, '/')
  }
}

// react-router warns on the console about a path it cannot decode; such a path matches nothing
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

// the id of the route module that answers a path, its single-fetch data request (`/x.data`,
// `/_root.data` for the index) included
export function createRouteFinder(
  routes: ServerBuild['routes'],
): (pathname: string) => string | undefined {
  const roots = routeTree(routes)
  return rememberedByPath((pathname) => {
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    return decodable(page) ? (match(roots, page)?.at(-1)?.route as Node | undefined)?.id : undefined
  })
}
