import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from '@remix-run/node'
import { useRouteLoaderData } from '@remix-run/react'
import { messages } from '~/features/accounts/messages'
import { changeActiveRole } from '~/features/accounts/role-change.server'
import { dashboardFor } from '~/features/accounts/roles'
import { RoleChangeSchema } from '~/features/accounts/schemas'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { redirectWithError, redirectWithSuccess } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'
import type { RootData } from '~/root'

export const meta: MetaFunction = ({ error }) => errorMeta(error, routeErrors())
// the Allow of a 405
export const headers: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {}

export function loader() {
  throw expectedError(405, messages.refused.roleFromMenu, { headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: RoleChangeSchema })
  // signed in comes first; a role the schema refused is then refused as not available (403)
  const role = submission.status === 'success' ? submission.value.role : null
  const outcome = await changeActiveRole(request, role)
  if (outcome.ok)
    return redirectWithSuccess(outcome.dashboard, messages.toasts.roleUpdated(outcome.role), {
      headers: outcome.headers,
    })
  if (outcome.reason === 'no-user')
    return redirectWithError('/auth/login', { title: messages.other.noUser })
  throw expectedError(403, messages.refused.roleNotAvailable)
}

// the role switcher posts here and is answered with a redirect; this page is only ever its refusal
export default function RoleChange() {
  return null
}

function routeErrors(dashboard?: string): RouteErrors {
  return {
    403: {
      title: 'Your role was not changed',
      links: dashboard ? [{ to: dashboard, label: 'Go to your dashboard' }] : [],
    },
  }
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<RootData>('root')
  return (
    <RouteErrorBoundary
      routeErrors={routeErrors(root?.user ? dashboardFor(root.user.role) : undefined)}
    />
  )
}
