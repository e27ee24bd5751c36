import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { resetRequestLimits } from '~/features/accounts/auth-limits.server'
import { Honeypot } from '~/features/accounts/honeypot'
import { noteResetRequest } from '~/features/accounts/mailbox-cookie.server'
import { messages } from '~/features/accounts/messages'
import { sendPasswordReset } from '~/features/accounts/password-reset.server'
import { ForgotPasswordSchema } from '~/features/accounts/schemas'
import { pageTitle } from '~/features/shell/page-title'
import { isDemoMode } from '~/platform/env.server'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'

const title = 'Reset your password'
export const meta: PageMetaFunction<unknown, typeof action> = ({ actionData }) => pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sentTo: null, mailbox: false }, { status: 400 })
  const { email } = submission.value
  const limit = await resetRequestLimits.check(context.clientIp, email, formData)
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: [messages.limits.reset(formatWait(limit.retryAfterSeconds))] }), sentTo: null, mailbox: false },
      { status: 429, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    )
  }
  const outcome = await sendPasswordReset(email)
  if (!outcome.ok) {
    if (outcome.code === 'user-not-found') await resetRequestLimits.noAccount(context.clientIp)
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }), sentTo: null, mailbox: false },
      { status: outcome.code === 'network-request-failed' ? 503 : 400 },
    )
  }
  if (!isDemoMode()) return { result: submission.reply(), sentTo: email, mailbox: false }
  // the demo mailbox shows this browser the reset mail it asked for, to accounts it has signed in to
  return data({ result: submission.reply(), sentTo: email, mailbox: true }, { headers: { 'Set-Cookie': await noteResetRequest(request, email) } })
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>()
  const pending = useIsSubmitting()
  const [form, fields] = useSchemaForm({ id: 'forgot-password', schema: ForgotPasswordSchema, reply: actionData?.result })
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
    <AuthCard title={title} intro="Enter the e-mail address of your account and we'll send you a link to choose a new password.">
      <ErrorSummary formId={form.id} reply={actionData?.result} fields={[{ field: fields.email, label: 'Email' }]} />
      <Form method="post" {...getFormProps(form)}>
        <fieldset className="stack">
          <legend className="visually-hidden">Your account</legend>
          <Honeypot />
          <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
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
