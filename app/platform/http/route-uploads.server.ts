import type { ServerBuild } from '@remix-run/node'
import { createRouteFinder } from './route-pattern.server'

export type UploadsHandle = { uploads?: { maxBytes?: number } }

// A route takes files only when its module says so, with its own limit:
//   export const handle = { uploads: { maxBytes: 5_000_000 } }
// Every other route is refused multipart bodies before they are read. (ADR 018)
export function createUploadLimits(
  routes: ServerBuild['routes'],
  defaultMaxBytes: number,
): (pathname: string) => number | null {
  const routeOf = createRouteFinder(routes)
  return (pathname) => {
    const id = routeOf(pathname)
    const uploads = id
      ? (routes[id]?.module.handle as UploadsHandle | undefined)?.uploads
      : undefined
    return uploads ? (uploads.maxBytes ?? defaultMaxBytes) : null
  }
}
