// A lookup by path whose answers are kept for the paths seen lately, up to a bound (cleared when
// full), so a visitor's endless made-up paths cannot grow it. For lookups that match a path against
// the whole route table, which Remix and matchPath redo on every call (ADR 031)
export function rememberedByPath<T>(
  find: (pathname: string) => T,
  bound = 2_000,
): (pathname: string) => T {
  const known = new Map<string, T>()
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname) as T
    const found = find(pathname)
    if (known.size >= bound) known.clear()
    known.set(pathname, found)
    return found
  }
}
