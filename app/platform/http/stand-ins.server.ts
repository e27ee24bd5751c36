import type { RequestHandler } from 'msw'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { SetupServerCommonApi } from 'msw/node'
import { singleton } from '../singleton.server'

// The embedded default has no connection to Google, Facebook or Stripe: their HTTP APIs are
// answered in this process (msw), the product code calling them exactly as it would the real
// ones. One interceptor serves every stand-in: a second one installed on fetch would hide the
// first's answers. Fetch only: msw's http.request interceptor parsed every firebase-admin call to
// the Auth emulator through HTTP parsers that stayed reachable, and the live heap grew with each
// sign-in.
const shared = singleton('http-stand-ins', () => ({ server: undefined as SetupServerCommonApi | undefined, groups: new Map<string, RequestHandler[]>() }))

function reinstall() {
  shared.server?.close()
  shared.server = undefined
  const handlers = [...shared.groups.values()].flat()
  if (handlers.length === 0) return
  shared.server = new SetupServerCommonApi([new FetchInterceptor()], handlers)
  shared.server.listen({ onUnhandledRequest: 'bypass' })
}

export function startStandIn(name: string, handlers: RequestHandler[]) {
  if (shared.groups.has(name)) return
  shared.groups.set(name, handlers)
  reinstall()
}

export function stopStandIn(name: string) {
  if (!shared.groups.delete(name)) return
  reinstall()
}
