import { matchPath } from '@remix-run/react'
import routes from '~/routes'

type RouteEntry = { id: string; path: string; file: string }
type ConfigEntry = { id?: string; path?: string; file: string; index?: boolean; children?: ConfigEntry[] }

// the route table (app/routes.ts) is the one list of paths: what the shell needs to know about a
// path (which page it is, whether it is built yet) is read from it, never listed again
const entries: RouteEntry[] = flatten(routes as ConfigEntry[], '')

function flatten(config: ConfigEntry[], parent: string): RouteEntry[] {
  return config.flatMap((entry) => {
    const path = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    const own = { id: entry.id ?? entry.file.replace(/^routes\/|\.tsx?$/g, ''), path, file: entry.file }
    return [own, ...flatten(entry.children ?? [], path)]
  })
}

export function routeAt(pathname: string): (RouteEntry & { params: Record<string, string | undefined> }) | null {
  for (const entry of entries) {
    if (entry.path === '/*') continue
    const match = matchPath(entry.path, pathname)
    if (match) return { ...entry, params: match.params }
  }
  return null
}

const plannedFile = 'routes/planned-page.tsx'

// a page whose issue has not delivered it: its route still points at the planned-page template
export function isPlanned(pathname: string): boolean {
  return routeAt(pathname)?.file === plannedFile
}

export function routesUsing(file: string): RouteEntry[] {
  return entries.filter((entry) => entry.file === file)
}
