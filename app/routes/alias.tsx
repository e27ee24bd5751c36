import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { aliasTarget } from '~/features/shell/aliases.server'
import { routeAt } from '~/features/shell/route-table.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const route = routeAt(new URL(request.url).pathname)
  const target = route ? await aliasTarget(request, route.id) : null
  if (!target) throw data(null, { status: 404 })
  return redirect(target, 302)
}
