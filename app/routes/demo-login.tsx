import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useSearchParams, Form, Link } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { startDemo } from '~/features/accounts/demo-login.server'
import { DemoLoginSchema } from '~/features/accounts/schemas'
import { carriedSignInQuery } from '~/features/accounts/sign-in-reasons'
import { dashboardFor, quickDemoRoles, roleLabels } from '~/features/accounts/roles'
import { getSessionUser } from '~/features/accounts/session.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { isDemoMode } from '~/platform/env.server'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {
  400: { title: 'Choose a demo user', links: [{ to: '/demo-login', label: 'Choose a demo user' }] },
  404: { title: 'Demo users are not available', links: [{ to: '/auth/login', label: 'Sign in' }] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Demo accounts', { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

const descriptions = {
  buyer: 'Search homes, save favorites, book tours and make offers.',
  seller: 'List a home, see inquiries and use the AI listing tools.',
  vendor: 'Receive leads and manage your service provider profile.',
} as const

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  return {
    available: isDemoMode(),
    current: user?.demo ? { name: user.displayName, dashboard: dashboardFor(user.role) } : null,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: DemoLoginSchema })
  // demo mode and the limit come first; a role the schema refused is then refused by startDemo
  const chosen = submission.status === 'success' ? submission.value : null
  const outcome = await startDemo({
    clientIp: context.clientIp,
    role: chosen?.role ?? null,
    redirectTo: chosen?.redirectTo,
  })
  if (!outcome.ok)
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      outcome,
    )
  return redirectWithSuccess(outcome.landing, outcome.toast, { headers: outcome.headers })
}

export default function DemoLogin() {
  const { available, current } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()?.result
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo')
  if (!available) {
    return (
      <AuthCard title="Demo accounts">
        <p>Demo users are available only when Threshold runs in demo mode.</p>
        <p>
          <Link to="/auth/login" className="button button--primary button--block">
            Sign in
          </Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title="Demo accounts"
      intro="Try Threshold without an account. A demo user lasts until you sign out."
    >
      <ErrorSummary formId="demo-login" reply={refusal} />
      {current ? (
        <p className="notice" role="status">
          You are using {current.name}.{' '}
          <Link to={current.dashboard}>Continue to your dashboard</Link>
        </p>
      ) : null}
      <div className="demo-users">
        {quickDemoRoles.map((role) => (
          <DemoUserForm key={role} role={role} redirectTo={redirectTo} />
        ))}
      </div>
      <p className="auth-links">
        <Link to={`/auth/login${carriedSignInQuery(searchParams)}`}>Sign in with an account</Link>
        <Link to={`/auth/register${carriedSignInQuery(searchParams)}`}>Create an account</Link>
      </p>
    </AuthCard>
  )
}

// a refusal is shown by the page's one summary, above the demo users
function DemoUserForm({
  role,
  redirectTo,
}: {
  role: (typeof quickDemoRoles)[number]
  redirectTo: string | null
}) {
  const [form] = useSchemaForm({ id: `demo-${role}`, schema: DemoLoginSchema, reply: undefined })
  return (
    <Form method="post" {...getFormProps(form)} className="card">
      <input type="hidden" name="role" value={role} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <StatusButton
        className="button button--primary button--block"
        label={`Continue as Demo ${roleLabels[role]}`}
        pendingLabel="Starting..."
      />
      <p className="field__hint">{descriptions[role]}</p>
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
