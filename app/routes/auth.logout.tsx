import type { ActionFunctionArgs } from '@remix-run/node'
import { messages } from '~/features/accounts/messages'
import { signOut } from '~/features/accounts/sign-out.server'
import { redirectWithInfo } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'

export function loader() {
  throw expectedError(405, messages.refused.signOutFromMenu, { headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = await signOut(request)
  return redirectWithInfo('/', messages.toasts.signedOut, { headers })
}
