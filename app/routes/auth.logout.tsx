import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, HeadersFunction } from '@remix-run/node'
import { messages } from '~/features/accounts/messages'
import { SignOutSchema } from '~/features/accounts/schemas'
import { signOut } from '~/features/accounts/sign-out.server'
import { redirectWithInfo } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'

// the Allow of a 405
export const headers: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {}

export function loader() {
  throw expectedError(405, messages.refused.signOutFromMenu, { headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignOutSchema })
  if (submission.status !== 'success') throw expectedError(400, messages.refused.signOutFromMenu)
  const headers = await signOut(request)
  return redirectWithInfo('/', messages.toasts.signedOut, { headers })
}

// the account menu's Sign out posts here and is answered with a redirect; a visit by address
// gets the 405 as a page
export default function SignOut() {
  return null
}
