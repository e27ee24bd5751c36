import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { aliasTarget } from '~/features/shell/aliases.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const target = await aliasTarget(request)
  if (!target) throw data(null, { status: 404 })
  return redirect(target, 302)
}
