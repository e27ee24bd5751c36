import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { useActionData, Form, Link } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { messages } from '~/features/accounts/messages'
import { requestPasswordReset } from '~/features/accounts/password-reset-attempt.server'
import { ForgotPasswordSchema } from '~/features/accounts/schemas'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Reset your password'
export const meta: PageMetaFunction<unknown, typeof action> = ({ actionData }) =>
  pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success')
    return answerFailedForm(
      { result: submission.reply(), sentTo: null, mailbox: false },
      { status: 400 },
    )
  const { email } = submission.value
  const outcome = await requestPasswordReset({
    request,
    clientIp: context.clientIp,
    form: formData,
    email,
  })
  if (!outcome.ok) {
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message] }), sentTo: null, mailbox: false },
      outcome,
    )
  }
  return data(
    { result: submission.reply(), sentTo: email, mailbox: outcome.mailbox },
    { headers: outcome.headers },
  )
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>()
  const pending = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: 'forgot-password',
    schema: ForgotPasswordSchema,
    reply: actionData?.result,
  })
  if (actionData?.sentTo) {
    return (
      <AuthCard title={messages.reset.sentTitle}>
        <div role="status" className="stack">
          <p>
            If <strong>{actionData.sentTo}</strong> has an account, we have sent it a link to choose
            a new password. {messages.reset.expiry}
          </p>
          {actionData.mailbox ? (
            <p>
              Demo mode sends no real e-mail: open the <Link to="/auth/mailbox">demo mailbox</Link>{' '}
              to follow the link.
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
    <AuthCard
      title={title}
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password."
    >
      <ErrorSummary
        formId={form.id}
        reply={actionData?.result}
        fields={[{ field: fields.email, label: 'Email' }]}
      />
      <Form method="post" {...getFormProps(form)}>
        <fieldset className="stack">
          <legend className="visually-hidden">Your account</legend>
          <Honeypot />
          <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
          <StatusButton
            label="Send Reset Link"
            pendingLabel="Sending..."
            pending={pending}
            className="button button--primary button--block"
          />
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
