// Links and forms to a path from the site's root are written by the server as plain elements,
// with the markup Remix's components would give them (ADR 045); in the browser Remix's own render
export const onServer = typeof document === 'undefined'

export function isRootPath(to: unknown): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//')
}

// React Router drops an empty "?" or "#" from the href
export function hrefOf(to: string) {
  const hashAt = to.indexOf('#')
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 || hashAt === to.length - 1 ? '' : to.slice(hashAt)
  const searchAt = beforeHash.indexOf('?')
  const path = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt)
  const search =
    searchAt === -1 || searchAt === beforeHash.length - 1 ? '' : beforeHash.slice(searchAt)
  return path + search + hash
}
