import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { messages } from '~/features/accounts/messages'
import { requestPasswordReset } from '~/features/accounts/password-reset-attempt.server'
import { ForgotPasswordSchema } from '~/features/accounts/schemas'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { ErrorSummary, summaryErrors } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'

export const handle = { title: 'Reset your password' }
export const meta: MetaFunction = () => pageTitle(handle.title)
export const headers = headersWithRetryAfter

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sentTo: null, mailbox: false }, { status: 400 })
  const { email } = submission.value
  const outcome = await requestPasswordReset({ request, clientIp: context.clientIp, form: formData, email })
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
    return data({ result: submission.reply({ formErrors: [outcome.message] }), sentTo: null, mailbox: false }, { status: outcome.status, headers })
  }
  return data({ result: submission.reply(), sentTo: email, mailbox: outcome.mailbox }, { headers: outcome.headers })
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>()
  const pending = useIsSubmitting()
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  })
  if (actionData?.sentTo) {
    return (
      <AuthCard title={messages.reset.sentTitle}>
        <div role="status" className="stack">
          <p>
            If <strong>{actionData.sentTo}</strong> has an account, we have sent it a link to choose a new password.{' '}
            {messages.reset.expiry}
          </p>
          {actionData.mailbox ? (
            <p>
              Demo mode sends no real e-mail: open the <Link to="/auth/mailbox">demo mailbox</Link> to follow the link.
            </p>
          ) : null}
        </div>
        <p>
          <Link to="/auth/login" className="button button--primary button--block">
            Return to Login
          </Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={handle.title} intro="Enter the e-mail address of your account and we'll send you a link to choose a new password.">
      <ErrorSummary errors={summaryErrors(form, [fields.email])} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <fieldset disabled={pending} className="stack">
          <legend className="visually-hidden">Your account</legend>
          <Honeypot />
          <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
          <StatusButton label="Send Reset Link" pendingLabel="Sending..." pending={pending} className="button button--primary button--block" />
        </fieldset>
      </Form>
      <p className="auth-links">
        <span>
          Remembered it? <Link to="/auth/login">Sign in</Link>
        </span>
      </p>
    </AuthCard>
  )
}
