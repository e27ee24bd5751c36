import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { messages } from '~/features/accounts/messages'
import { safeRedirectPath } from '~/features/accounts/redirects'
import { isSocialProvider, socialProviders } from '~/features/accounts/social/providers.server'
import { standInActive, standInCode } from '~/features/accounts/social/stand-in.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { errorPages } from '~/features/shell/messages'
import { pageTitle } from '~/features/shell/page-title'
import { StandInSchema } from '~/features/accounts/schemas'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { TextField } from '~/ui/form/text-field'
import { expectedError } from '~/platform/http/expected-error'

const backToSignIn = [{ to: '/auth/login', label: 'Back to sign-in' }]
const routeErrors: RouteErrors = {
  400: { title: 'Sign-in could not continue', links: backToSignIn },
  404: { links: backToSignIn },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle(`${page?.label ?? 'Provider'} sign-in (stand-in)`, {
        failed: isFailedReply(actionData?.result),
      })

function providerOf(params: { provider?: string }) {
  if (!standInActive() || !isSocialProvider(params.provider))
    throw expectedError(404, errorPages[404].message)
  return params.provider
}

// only our own callback, on this site
function callbackOf(url: URL, provider: string) {
  const target = url.searchParams.get('redirect_uri') ?? ''
  const path = target.startsWith(url.origin)
    ? safeRedirectPath(target.slice(url.origin.length))
    : null
  if (path !== `/auth/${provider}/callback`) throw expectedError(400, messages.refused.standInLink)
  return path
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = providerOf(params)
  const url = new URL(request.url)
  callbackOf(url, provider)
  return {
    label: socialProviders[provider].label,
    person: {
      name: `Demo ${socialProviders[provider].label} User`,
      email: `${provider}.user@demo.threshold.example`,
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const provider = providerOf(params)
  const url = new URL(request.url)
  const callback = callbackOf(url, provider)
  const state = url.searchParams.get('state') ?? ''
  const submission = parseWithZod(await request.formData(), { schema: StandInSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const { intent, name, email } = submission.value
  if (intent === 'cancel')
    return redirect(`${callback}?${new URLSearchParams({ error: 'access_denied', state })}`)
  const code = standInCode({
    provider,
    name: name || `Demo ${socialProviders[provider].label} User`,
    email: email ?? '',
  })
  return redirect(`${callback}?${new URLSearchParams({ code, state })}`)
}

export default function StandIn() {
  const { label, person } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'stand-in',
    schema: StandInSchema,
    reply,
    defaultValue: person,
  })
  return (
    <AuthCard title={`${label} sign-in (stand-in)`}>
      <p className="notice" role="note">
        This is Threshold&apos;s stand-in for {label}: demo mode has no connection to {label}.
        Choose who to sign in as.
      </p>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.name, label: 'Name' },
          { field: fields.email, label: 'Email' },
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <TextField field={fields.name} label="Name" autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <button
          type="submit"
          name="intent"
          value="continue"
          className="button button--primary button--block"
        >
          Continue
        </button>
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="button button--secondary button--block"
        >
          Cancel
        </button>
      </Form>
    </AuthCard>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
