import { data, type ActionFunctionArgs } from '@remix-run/node'
import { messages } from '~/features/accounts/messages'
import { signOut } from '~/features/accounts/sign-out.server'
import { redirectWithInfo } from '~/features/shell/toast.server'

export function loader() {
  throw data(null, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = await signOut(request)
  return redirectWithInfo('/', messages.toasts.signedOut, { headers })
}
