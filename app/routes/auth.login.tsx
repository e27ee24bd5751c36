import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useSearchParams, Form, Link } from '@remix-run/react'
import { AuthCard, SocialButtons } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { loginPage } from '~/features/accounts/login-page.server'
import { messages } from '~/features/accounts/messages'
import { LoginSchema } from '~/features/accounts/schemas'
import { carriedSignInQuery, signInReasonMessage } from '~/features/accounts/sign-in-reasons'
import { signIn } from '~/features/accounts/sign-in-attempt.server'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { fieldFromReply, isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData }) =>
  pageTitle('Sign in', { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  return loginPage(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return answerFailedForm(
      { result: submission.reply({ hideFields: ['password'] }) },
      { status: 400 },
    )
  }
  const outcome = await signIn({
    request,
    clientIp: context.clientIp,
    form: formData,
    fields: submission.value,
  })
  if (!outcome.ok) {
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ['password'] }) },
      outcome,
    )
  }
  return redirectWithSuccess(outcome.landing, messages.toasts.loginSuccess, {
    headers: outcome.headers,
  })
}

// the login page is the one every visitor may need first, so it ships no form library: its
// fields are built from the server's reply (docs/decisions/006-login-without-client-validation.md)
export default function Login() {
  const { prefill, testPanel, popup } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [searchParams] = useSearchParams()
  const pending = useIsSubmitting()
  const email = fieldFromReply(reply, 'email', { formId: 'login', defaultValue: prefill?.email })
  const password = fieldFromReply(reply, 'password', {
    formId: 'login',
    defaultValue: prefill?.password,
  })
  const redirectTo = searchParams.get('redirectTo') ?? undefined
  const reason = signInReasonMessage(searchParams.get('reason'))
  return (
    <AuthCard
      title="Sign in to Threshold"
      intro="Welcome back. Sign in to see your homes, tours and offers."
    >
      {reason ? <p className="notice">{reason}</p> : null}
      <ErrorSummary
        formId="login"
        reply={reply}
        fields={[
          { field: email, label: 'Email' },
          { field: password, label: 'Password' },
        ]}
      />
      <Form method="post" id="login" noValidate>
        <fieldset className="stack">
          <legend className="visually-hidden">Your account</legend>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <Honeypot />
          <TextField field={email} label="Email" type="email" autoComplete="username" />
          <TextField
            field={password}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <StatusButton
            label="Sign In"
            pendingLabel="Signing in..."
            pending={pending}
            className="button button--primary button--block"
          />
        </fieldset>
      </Form>
      <SocialButtons disabled={pending} redirectTo={redirectTo} popup={popup} />
      <p className="auth-links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Link to={`/auth/register${carriedSignInQuery(searchParams)}`}>Create an account</Link>
        <Link to={`/demo-login${carriedSignInQuery(searchParams)}`}>Try a demo account</Link>
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
              {testPanel.accounts.map((account) => `${account.email} (${account.role})`).join(', ')}
              ; password {testPanel.password}
            </dd>
          </dl>
        </details>
      ) : null}
    </AuthCard>
  )
}
