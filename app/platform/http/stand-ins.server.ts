import type { RequestHandler } from 'msw'
import type { SetupServerCommonApi } from 'msw/node'
import { singleton } from '../singleton.server'

// The embedded default has no connection to Google, Facebook or Stripe: their HTTP APIs are
// answered in this process (msw), the product code calling them exactly as it would the real
// ones. One interceptor serves every stand-in: a second one installed on fetch would hide the
// first's answers. Fetch only: msw's http.request interceptor parsed every firebase-admin call to
// the Auth emulator through HTTP parsers that stayed reachable, and the live heap grew with each
// sign-in. msw is loaded only when a stand-in starts: a production install (`npm ci --omit=dev`)
// has none (docs/decisions/060-production-build.md).
const shared = singleton('http-stand-ins', () => ({
  server: undefined as SetupServerCommonApi | undefined,
  groups: new Map<string, RequestHandler[]>(),
}))

// msw's `http` namespace, for a stand-in to build its handlers with when it starts
export async function mswHttp() {
  return (await import('msw')).http
}

// the interceptor for the stand-ins started now: msw is loaded first, then the current groups are
// read, so that of two calls that overlap the later one's state is what stays installed
async function reinstall() {
  const msw = shared.groups.size > 0 ? await loadMsw() : undefined
  shared.server?.close()
  shared.server = undefined
  const handlers = [...shared.groups.values()].flat()
  if (!msw || handlers.length === 0) return
  shared.server = new msw.SetupServerCommonApi([new msw.FetchInterceptor()], handlers)
  shared.server.listen({ onUnhandledRequest: 'bypass' })
}

async function loadMsw() {
  const [{ FetchInterceptor }, { SetupServerCommonApi }] = await Promise.all([
    import('@mswjs/interceptors/fetch'),
    import('msw/node'),
  ])
  return { FetchInterceptor, SetupServerCommonApi }
}

export async function startStandIn(name: string, handlers: RequestHandler[]) {
  if (shared.groups.has(name)) return
  shared.groups.set(name, handlers)
  await reinstall()
}

export async function stopStandIn(name: string) {
  if (!shared.groups.delete(name)) return
  await reinstall()
}
