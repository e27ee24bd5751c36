import { data, type ActionFunctionArgs } from '@remix-run/node'
import { changeActiveRole } from '~/features/accounts/role-change.server'
import { messages } from '~/features/accounts/messages'
import { redirectWithError, redirectWithSuccess } from '~/features/shell/toast.server'

export function loader() {
  throw data(null, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const outcome = await changeActiveRole(request, form.get('role'))
  if (!outcome.ok) {
    if (outcome.reason === 'no-user') return redirectWithError('/auth/login', { title: messages.other.noUser })
    throw data({ error: 'That role is not available to you.' }, { status: 403 })
  }
  return redirectWithSuccess(outcome.dashboard, messages.toasts.roleUpdated(outcome.role), { headers: outcome.headers })
}
