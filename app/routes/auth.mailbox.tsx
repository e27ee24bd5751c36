import { data, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AuthCard } from '~/features/accounts/auth-card'
import { demoMailbox } from '~/features/accounts/mailbox.server'
import { pageTitle } from '~/features/shell/page-title'
import { isDemoMode } from '~/platform/env.server'

export const meta: MetaFunction = () => pageTitle('Demo mailbox')

export async function loader() {
  if (!isDemoMode()) throw data(null, { status: 404 })
  return { emails: await demoMailbox() }
}

export default function Mailbox() {
  const { emails } = useLoaderData<typeof loader>()
  return (
    <AuthCard title="Demo mailbox" intro="Demo mode sends no real e-mail. These are the messages it would have sent, newest first.">
      {emails.length === 0 ? (
        <p>No messages yet. Ask for a reset link on the <Link to="/auth/forgot-password">forgot password</Link> page.</p>
      ) : (
        <ul className="stack">
          {emails.map((email) => (
            <li key={email.link}>
              <strong>{email.kind}</strong>
              <br />
              To {email.to}: <Link to={email.link}>Choose a new password</Link>
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
