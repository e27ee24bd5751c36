import type { ActionFunctionArgs } from '@remix-run/node'
import { messages } from '~/features/accounts/messages'
import { getSessionUser } from '~/features/accounts/session.server'
import { updateOwnRole } from '~/features/accounts/update-role.server'
import { expectedError } from '~/platform/http/expected-error'

export function loader() {
  throw expectedError(405, messages.refused.updateRoleMethod, { headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  if (!(request.headers.get('content-type') ?? '').includes('application/json'))
    return expectedError(415, messages.refused.sendJson)
  const body = await request.json().catch(() => undefined)
  if (body === undefined) return expectedError(400, messages.refused.brokenJson)
  const session = await getSessionUser(request)
  const outcome = await updateOwnRole(
    request.headers.get('authorization'),
    body,
    session?.uid ?? null,
  )
  if (outcome.status !== 200) return expectedError(outcome.status, outcome.message)
  return Response.json({ profile: outcome.profile })
}
