import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { messages } from '~/features/accounts/messages'
import { resetPassword } from '~/features/accounts/password-reset-attempt.server'
import { checkResetCode, resetLinkMessages } from '~/features/accounts/password-reset.server'
import { ResetPasswordSchema } from '~/features/accounts/schemas'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Choose a new password'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData }) =>
  pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const oobCode = new URL(request.url).searchParams.get('oobCode')?.slice(0, 2048)
  if (!oobCode) return { oobCode: null, email: null, problem: resetLinkMessages.invalid }
  const check = await checkResetCode(oobCode)
  return check.ok
    ? { oobCode, email: check.email, problem: null }
    : { oobCode: null, email: null, problem: check.message }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply({ hideFields }) }, { status: 400 })
  const { oobCode, password } = submission.value
  const outcome = await resetPassword({
    clientIp: context.clientIp,
    form: formData,
    oobCode,
    password,
  })
  if (!outcome.ok) {
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message], hideFields }) },
      outcome,
    )
  }
  return redirectWithSuccess('/auth/login', resetLinkMessages.done)
}

export default function ResetPassword() {
  const { oobCode, email, problem } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const pending = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: 'reset-password',
    schema: ResetPasswordSchema,
    reply: actionData?.result,
  })
  if (!oobCode) {
    return (
      <AuthCard title="This link can't be used">
        <p role="alert">{problem}</p>
        <p>
          <Link to="/auth/forgot-password" className="button button--primary button--block">
            Send a new link
          </Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={title} intro={`For ${email}.`}>
      <ErrorSummary
        formId={form.id}
        reply={actionData?.result}
        fields={[
          { field: fields.password, label: 'New Password' },
          { field: fields.confirmPassword, label: 'Confirm Password' },
        ]}
      />
      <Form method="post" {...getFormProps(form)}>
        <fieldset className="stack">
          <legend className="visually-hidden">Your new password</legend>
          <Honeypot />
          <input type="hidden" name="oobCode" value={oobCode} />
          <TextField
            field={fields.password}
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={messages.validation.passwordHint}
          />
          <TextField
            field={fields.confirmPassword}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <StatusButton
            label="Save Password"
            pendingLabel="Saving..."
            pending={pending}
            className="button button--primary button--block"
          />
        </fieldset>
      </Form>
    </AuthCard>
  )
}
