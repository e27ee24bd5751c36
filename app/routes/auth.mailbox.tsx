import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { mailboxAccess } from '~/features/accounts/mailbox-cookie.server'
import { mailboxFor } from '~/features/accounts/mailbox.server'
import { messages } from '~/features/accounts/messages'
import { getSessionUser } from '~/features/accounts/session.server'
import { errorPages } from '~/features/shell/messages'
import { pageTitle } from '~/features/shell/page-title'
import { isDemoMode } from '~/platform/env.server'
import { expectedError } from '~/platform/http/expected-error'

export const meta: MetaFunction = () => pageTitle('Demo mailbox')

// each browser sees its own mail: never a shared or cached copy
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: LoaderFunctionArgs) {
  if (!isDemoMode()) throw expectedError(404, errorPages[404].message)
  const [viewer, access] = await Promise.all([getSessionUser(request), mailboxAccess(request)])
  return data(await mailboxFor(viewer, access), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}

export default function Mailbox() {
  const { letters, withheldResets } = useLoaderData<typeof loader>()
  return (
    <AuthCard title="Demo mailbox" intro={messages.mailbox.intro}>
      {withheldResets > 0 ? (
        <p className="notice" role="note">
          {messages.mailbox.withheld}
        </p>
      ) : null}
      {letters.length === 0 ? (
        <p>
          No messages yet. Ask for a reset link on the{' '}
          <Link to="/auth/forgot-password">forgot password</Link> page.
        </p>
      ) : (
        <ul className="stack">
          {letters.map((letter) => (
            <li key={letter.id}>
              <strong>{letter.subject}</strong>
              <br />
              To {letter.to}:{' '}
              {letter.link ? <Link to={letter.link}>Choose a new password</Link> : letter.text}
            </li>
          ))}
        </ul>
      )}
      <p className="auth-links">
        <Link to="/auth/login">Return to Login</Link>
      </p>
    </AuthCard>
  )
}
