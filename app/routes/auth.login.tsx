import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { AuthCard, SocialButtons } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { loginPage } from '~/features/accounts/login-page.server'
import { messages } from '~/features/accounts/messages'
import { LoginSchema } from '~/features/accounts/schemas'
import { signIn } from '~/features/accounts/sign-in-attempt.server'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { ErrorSummary, type SummaryError } from '~/ui/error-summary'
import { TextField } from '~/ui/text-field'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'

export const handle = { title: 'Sign in' }
export const meta: MetaFunction = () => pageTitle(handle.title)
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  return loginPage(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const outcome = await signIn({ request, clientIp: context.clientIp, form: formData, fields: submission.value })
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
    return data({ result: submission.reply({ formErrors: [outcome.message], hideFields: ['password'] }) }, { status: outcome.status, headers })
  }
  return redirectWithSuccess(outcome.landing, messages.toasts.loginSuccess, { headers: outcome.headers })
}

// the login page is the one every visitor may need first, so it ships no form library: its two
// checks run on the server (docs/decisions/006-login-without-client-validation.md)
export default function Login() {
  const { prefill, testPanel } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const pending = useIsSubmitting()
  const errors = (actionData?.result.error ?? {}) as Record<string, string[] | null>
  const sent = (actionData?.result.initialValue ?? {}) as Record<string, unknown>
  const emailError = errors.email?.[0]
  const passwordError = errors.password?.[0]
  const summary: SummaryError[] = [
    ...(errors['']?.map((message) => ({ message })) ?? []),
    ...(emailError ? [{ message: emailError, fieldId: 'login-email' }] : []),
    ...(passwordError ? [{ message: passwordError, fieldId: 'login-password' }] : []),
  ]
  const redirectTo = searchParams.get('redirectTo') ?? undefined
  return (
    <AuthCard title="Sign in to Threshold" intro="Welcome back. Sign in to see your homes, tours and offers.">
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate>
        <fieldset disabled={pending} className="stack">
          <legend className="visually-hidden">Your account</legend>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <Honeypot />
          <TextField
            id="login-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            error={emailError}
            defaultValue={typeof sent.email === 'string' ? sent.email : (prefill?.email ?? '')}
            key={`email-${String(sent.email ?? '')}`}
          />
          <TextField
            id="login-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={passwordError}
            defaultValue={actionData ? '' : (prefill?.password ?? '')}
            key={`password-${actionData ? 'sent' : 'new'}`}
          />
          <StatusButton label="Sign In" pendingLabel="Signing in..." pending={pending} className="button button--primary button--block" />
        </fieldset>
      </Form>
      <SocialButtons disabled={pending} redirectTo={redirectTo} />
      <p className="auth-links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Link to="/auth/register">Create an account</Link>
        <Link to="/demo-login">Try a demo account</Link>
      </p>
      {testPanel ? (
        <details className="test-panel">
          <summary>Authentication test panel</summary>
          <dl>
            <dt>Backend</dt>
            <dd>
              {testPanel.backend.label}: {testPanel.backend.detail}
            </dd>
            <dt>Session</dt>
            <dd>{testPanel.session}</dd>
            <dt>Demo accounts</dt>
            <dd>
              {testPanel.accounts.map((account) => `${account.email} (${account.role})`).join(', ')}; password {testPanel.password}
            </dd>
          </dl>
        </details>
      ) : null}
    </AuthCard>
  )
}
