import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'
import { AuthCard, SocialButtons } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { messages } from '~/features/accounts/messages'
import { registerAccount } from '~/features/accounts/registration-attempt.server'
import { RegisterSchema } from '~/features/accounts/schemas'
import { pageTitle } from '~/features/shell/page-title'
import { dataWithSuccess, redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { ErrorSummary, summaryErrors } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { FieldError } from '~/ui/field-error'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'

export const handle = { title: 'Create your account' }
export const meta: MetaFunction = () => pageTitle(handle.title)
export const headers = headersWithRetryAfter

const landingDelayMs = 1500
const hiddenFields = ['password', 'confirmPassword']

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: hiddenFields }), landing: null }, { status: 400 })
  }
  const outcome = await registerAccount({ request, clientIp: context.clientIp, form: formData, fields: submission.value })
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
    return data({ result: submission.reply({ formErrors: [outcome.message], hideFields: hiddenFields }), landing: null }, { status: outcome.status, headers })
  }
  const toast = messages.toasts.registrationSuccess(submission.value.role)
  // with JavaScript the page shows the toast and moves on after 1.5 s (spec §4); without, at once
  if (formData.get('enhanced') === 'true') {
    return dataWithSuccess({ result: submission.reply({ resetForm: true }), landing: outcome.landing }, toast, { headers: outcome.headers })
  }
  return redirectWithSuccess(outcome.landing, toast, { headers: outcome.headers })
}

export default function Register() {
  const actionData = useActionData<typeof action>()
  const pending = useIsSubmitting()
  const navigate = useNavigate()
  const landing = actionData?.landing
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    defaultValue: { role: 'user' },
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
  useEffect(() => {
    if (!landing) return
    const timer = setTimeout(() => navigate(landing), landingDelayMs)
    return () => clearTimeout(timer)
  }, [landing, navigate])
  const busy = pending || Boolean(landing)
  const roleError = fields.role.errors?.[0]
  return (
    <AuthCard title={handle.title} intro="Buy, sell or offer your services on Threshold.">
      <ErrorSummary errors={summaryErrors(form, [fields.fullName, fields.email, fields.password, fields.confirmPassword, fields.role])} />
      {landing ? (
        <p role="status" className="notice notice--success">
          Account created. Taking you onward...
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <EnhancedMarker />
        <fieldset disabled={busy} className="stack">
          <legend className="visually-hidden">Your details</legend>
          <Honeypot />
          <Field meta={fields.fullName} label="Full Name" autoComplete="name" />
          <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
          <Field
            meta={fields.password}
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={messages.validation.passwordHint}
          />
          <Field meta={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
          <fieldset
            className={roleError ? 'field field--error' : 'field'}
            aria-describedby={roleError ? fields.role.errorId : undefined}
            id={fields.role.id}
          >
            <legend>Account Type</legend>
            <FieldError id={fields.role.errorId} error={roleError} />
            {[
              { value: 'user', label: "I'm looking to buy or sell property" },
              { value: 'vendor', label: "I'm a service provider" },
            ].map((option) => (
              <div className="choice" key={option.value}>
                <input
                  {...getInputProps(fields.role, { type: 'radio', value: option.value })}
                  id={`${fields.role.id}-${option.value}`}
                  key={option.value}
                />
                <label htmlFor={`${fields.role.id}-${option.value}`}>{option.label}</label>
              </div>
            ))}
          </fieldset>
          <StatusButton label="Create Account" pendingLabel="Creating account..." pending={busy} className="button button--primary button--block" />
        </fieldset>
      </Form>
      <SocialButtons disabled={busy} />
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/auth/login">Sign in</Link>
        </span>
      </p>
      <p className="auth-card__legal">
        By creating an account you agree to our <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </AuthCard>
  )
}

// tells the action the page will handle the delayed landing itself; absent without JavaScript
function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="true" /> : null
}
