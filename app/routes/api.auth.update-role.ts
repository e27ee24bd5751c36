import { data, type ActionFunctionArgs } from '@remix-run/node'
import { getSessionUser } from '~/features/accounts/session.server'
import { updateOwnRole } from '~/features/accounts/update-role.server'

export function loader() {
  throw data({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return Response.json({ error: 'Send JSON.' }, { status: 415 })
  }
  const body = await request.json().catch(() => undefined)
  if (body === undefined) return Response.json({ error: 'The body is not valid JSON.' }, { status: 400 })
  const session = await getSessionUser(request)
  const outcome = await updateOwnRole(request.headers.get('authorization'), body, session?.uid ?? null)
  if (outcome.status !== 200) return Response.json({ error: outcome.error }, { status: outcome.status })
  return Response.json({ profile: outcome.profile })
}
