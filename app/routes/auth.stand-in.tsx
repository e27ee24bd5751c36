import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData, Form } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { messages } from '~/features/accounts/messages'
import { safeRedirectPath } from '~/features/accounts/redirects'
import { isSocialProvider, socialProviders } from '~/features/accounts/social/providers.server'
import { standInActive, standInCode } from '~/features/accounts/social/stand-in.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { errorPages } from '~/features/shell/messages'
import { pageTitle } from '~/features/shell/page-title'
import { pageField } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { expectedError } from '~/platform/http/expected-error'

const backToSignIn = [{ to: '/auth/login', label: 'Back to sign-in' }]
const routeErrors: RouteErrors = {
  400: { title: 'Sign-in could not continue', links: backToSignIn },
  404: { links: backToSignIn },
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle(`${page?.label ?? 'Provider'} sign-in (stand-in)`)

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
  const form = await request.formData()
  const state = url.searchParams.get('state') ?? ''
  if (form.get('intent') === 'cancel')
    return redirect(`${callback}?${new URLSearchParams({ error: 'access_denied', state })}`)
  const name =
    String(form.get('name') ?? '')
      .trim()
      .slice(0, 80) || `Demo ${socialProviders[provider].label} User`
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 200)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw expectedError(400, messages.validation.email)
  return redirect(
    `${callback}?${new URLSearchParams({ code: standInCode({ provider, name, email }), state })}`,
  )
}

export default function StandIn() {
  const { label, person } = useLoaderData<typeof loader>()
  return (
    <AuthCard title={`${label} sign-in (stand-in)`}>
      <p className="notice" role="note">
        This is Threshold&apos;s stand-in for {label}: demo mode has no connection to {label}.
        Choose who to sign in as.
      </p>
      <Form method="post" className="stack">
        <TextField
          field={pageField('stand-in', 'name', { value: person.name })}
          label="Name"
          autoComplete="name"
        />
        <TextField
          field={pageField('stand-in', 'email', { value: person.email })}
          label="Email"
          type="email"
          autoComplete="email"
        />
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
