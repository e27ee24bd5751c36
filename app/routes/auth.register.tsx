import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs } from '@remix-run/node'
import {
  useActionData,
  useLoaderData,
  useNavigate,
  useSearchParams,
  Form,
  Link,
} from '@remix-run/react'
import { useEffect } from 'react'
import { AuthCard, SocialButtons } from '~/features/accounts/auth-card'
import { Honeypot } from '~/features/accounts/honeypot'
import { messages } from '~/features/accounts/messages'
import { registerAccount } from '~/features/accounts/registration-attempt.server'
import { RegisterSchema } from '~/features/accounts/schemas'
import { carriedSignInQuery, signInReasonMessage } from '~/features/accounts/sign-in-reasons'
import { popupConfig } from '~/features/accounts/social/popup-config.server'
import { creditSignUp } from '~/features/landing/experiments.server'
import { pageTitle } from '~/features/shell/page-title'
import { dataWithSuccess, redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton, useIsSubmitting } from '~/ui/status-button'
import { useHydrated } from '~/ui/use-hydrated'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Create your account'
export const meta: PageMetaFunction<unknown, typeof action> = ({ actionData }) =>
  pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

const landingDelayMs = 1500
const hiddenFields = ['password', 'confirmPassword']

// the social buttons' popup config (ADR 025)
export function loader() {
  return { popup: popupConfig() }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  if (submission.status !== 'success') {
    return answerFailedForm(
      { result: submission.reply({ hideFields: hiddenFields }), landing: null },
      { status: 400 },
    )
  }
  const outcome = await registerAccount({
    request,
    clientIp: context.clientIp,
    form: formData,
    fields: submission.value,
  })
  if (!outcome.ok) {
    return answerFailedForm(
      {
        result: submission.reply({ formErrors: [outcome.message], hideFields: hiddenFields }),
        landing: null,
      },
      outcome,
    )
  }
  // a browser that saw a landing page under a sign-up A/B test converts for it (ADR 041)
  await creditSignUp(request)
  const toast = messages.toasts.registrationSuccess(submission.value.role)
  // with JavaScript the page shows the toast and moves on after 1.5 s (spec §4); without, at once
  if (formData.get('enhanced') === 'true') {
    return dataWithSuccess(
      { result: submission.reply({ resetForm: true }), landing: outcome.landing },
      toast,
      { headers: outcome.headers },
    )
  }
  return redirectWithSuccess(outcome.landing, toast, { headers: outcome.headers })
}

const roleOptions = [
  ['user', "I'm looking to buy or sell property"],
  ['vendor', "I'm a service provider"],
] as const

export default function Register() {
  const { popup } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const pending = useIsSubmitting()
  const navigate = useNavigate()
  const landing = actionData?.landing
  const [form, fields] = useSchemaForm({
    id: 'register',
    schema: RegisterSchema,
    reply: actionData?.result,
    defaultValue: { role: 'user' },
  })
  useEffect(() => {
    if (!landing) return
    const timer = setTimeout(() => navigate(landing), landingDelayMs)
    return () => clearTimeout(timer)
  }, [landing, navigate])
  const [searchParams] = useSearchParams()
  const reason = signInReasonMessage(searchParams.get('reason'))
  const busy = pending || Boolean(landing)
  const redirectTo = searchParams.get('redirectTo') ?? undefined
  const labels = {
    fullName: 'Full Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    role: 'Account Type',
  }
  return (
    <AuthCard title={title} intro="Buy, sell or offer your services on Threshold.">
      {reason ? <p className="notice">{reason}</p> : null}
      <ErrorSummary
        formId={form.id}
        reply={actionData?.result}
        fields={[
          { field: fields.fullName, label: labels.fullName },
          { field: fields.email, label: labels.email },
          { field: fields.password, label: labels.password },
          { field: fields.confirmPassword, label: labels.confirmPassword },
          { field: fields.role, label: labels.role },
        ]}
      />
      {landing ? (
        <p role="status" className="notice notice--success">
          Account created. Taking you onward...
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <EnhancedMarker />
        <fieldset className="stack">
          <legend className="visually-hidden">Your details</legend>
          <Honeypot />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <TextField field={fields.fullName} label={labels.fullName} autoComplete="name" />
          <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" />
          <TextField
            field={fields.password}
            label={labels.password}
            type="password"
            autoComplete="new-password"
            hint={messages.validation.passwordHint}
          />
          <TextField
            field={fields.confirmPassword}
            label={labels.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <RadioGroup field={fields.role} legend={labels.role} options={roleOptions} />
          <StatusButton
            label="Create Account"
            pendingLabel="Creating account..."
            pending={busy}
            className="button button--primary button--block"
          />
        </fieldset>
      </Form>
      <SocialButtons disabled={busy} redirectTo={redirectTo} popup={popup} />
      <p className="auth-links">
        <span>
          Already have an account?{' '}
          <Link to={`/auth/login${carriedSignInQuery(searchParams)}`}>Sign in</Link>
        </span>
      </p>
      <p className="auth-card__legal">
        By creating an account you agree to our <Link to="/terms">Terms</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </AuthCard>
  )
}

// tells the action the page will handle the delayed landing itself; absent without JavaScript
function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="true" /> : null
}
