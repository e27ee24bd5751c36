import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { aliasTarget } from '~/features/shell/aliases.server'
import { errorPages } from '~/features/shell/messages'
import { routeAt } from '~/features/shell/route-table.server'
import { expectedError } from '~/platform/http/expected-error'

export async function loader({ request }: LoaderFunctionArgs) {
  const route = routeAt(new URL(request.url).pathname)
  const target = route ? await aliasTarget(request, route.id) : null
  if (!target) throw expectedError(404, errorPages[404].message)
  return redirect(target, 302)
}
