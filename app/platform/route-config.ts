import type { RouteConfigEntry } from '@remix-run/route-config'

// What app/routes.ts uses of @remix-run/route-config, for the server build: the package loads
// @remix-run/dev (a development package) as it loads, for helpers routes.ts does not use, while
// `route` and `index` only make plain objects, made the same way here. vite.config.ts puts this
// module in the package's place in the server build (docs/decisions/060-production-build.md);
// route-config.test.ts holds both to the same objects.
type RouteOptions = { id?: string; index?: boolean; caseSensitive?: boolean }

const pick = <T extends object>(options: T | undefined, keys: string[]) =>
  Object.fromEntries(Object.entries(options ?? {}).filter(([key]) => keys.includes(key)))

export function route(
  path: string | null | undefined,
  file: string,
  children?: RouteConfigEntry[],
): RouteConfigEntry
export function route(
  path: string | null | undefined,
  file: string,
  options: RouteOptions,
  children?: RouteConfigEntry[],
): RouteConfigEntry
export function route(
  path: string | null | undefined,
  file: string,
  optionsOrChildren?: RouteOptions | RouteConfigEntry[],
  children?: RouteConfigEntry[],
): RouteConfigEntry {
  let options: RouteOptions = {}
  if (Array.isArray(optionsOrChildren) || !optionsOrChildren) children = optionsOrChildren
  else options = optionsOrChildren
  return {
    file,
    children,
    path: path ?? undefined,
    ...pick(options, ['id', 'index', 'caseSensitive']),
  }
}

export function index(file: string, options?: { id?: string }): RouteConfigEntry {
  return { file, index: true, ...pick(options, ['id']) }
}
