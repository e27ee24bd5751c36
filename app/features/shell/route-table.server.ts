import { matchPath } from '@remix-run/react'
import { rememberedByPath } from '~/platform/remembered-by-path'
import routes, { placeholders, type Placeholder } from '~/routes'

type RouteEntry = { id: string; path: string; file: string }
type ConfigEntry = {
  id?: string
  path?: string
  file: string
  index?: boolean
  children?: ConfigEntry[]
}
export type PathEntry = { id: string; path: string; placeholder: Placeholder['kind'] | null }

// the route table (app/routes.ts) is the one list of paths: what the shell needs to know about a
// path (which page it is, whether it is built yet) is read from it, never listed again
const entries: PathEntry[] = [
  ...flatten(routes as ConfigEntry[], '')
    .filter((entry) => entry.path !== '/*')
    .map(({ id, path }) => ({ id, path, placeholder: null })),
  ...placeholders.map(({ id, path, kind }) => ({ id, path: `/${path}`, placeholder: kind })),
]

function flatten(config: ConfigEntry[], parent: string): RouteEntry[] {
  return config.flatMap((entry) => {
    const path = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    const own = {
      id: entry.id ?? entry.file.replace(/^routes\/|\.tsx?$/g, ''),
      path,
      file: entry.file,
    }
    return [own, ...flatten(entry.children ?? [], path)]
  })
}

type Found = PathEntry & { params: Record<string, string | undefined> }

// the page at a path, a route of the table or one of its placeholders, with its parameters; the
// shell asks about the same few links on every page
export const routeAt = rememberedByPath((pathname: string): Found | null => {
  for (const entry of entries) {
    const match = matchPath(entry.path, pathname)
    if (match) return { ...entry, params: match.params }
  }
  return null
})

// a page whose issue has not delivered it yet
export function isPlanned(pathname: string): boolean {
  return routeAt(pathname)?.placeholder === 'planned'
}

export function placeholdersOf(kind: Placeholder['kind']): PathEntry[] {
  return entries.filter((entry) => entry.placeholder === kind)
}

// the `*` route's id names no page: a view of one of the table's placeholders is named by its own id
export function pageIdOf(routeId: string, path: string): string {
  if (routeId !== 'any-other-path') return routeId
  return routeAt(new URL(path, 'http://path.invalid').pathname)?.id ?? routeId
}
