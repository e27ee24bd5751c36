import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { messages } from '~/features/accounts/messages'
import { LogoMark } from '~/ui/logo-mark'
import { pageTitle } from '~/features/shell/page-title'

export const meta: MetaFunction = () => pageTitle('Welcome')

export default function Welcome() {
  return (
    <div className="auth-screen">
      <div className="auth-card auth-card--welcome">
        <Link to="/" className="auth-card__logo">
          <LogoMark />
          <span>Threshold</span>
        </Link>
        <h1>{messages.welcome.tagline}</h1>
        <p className="lead">{messages.welcome.blurb}</p>
        <div className="stack">
          <Link to="/auth/login" className="button button--primary button--block">
            Sign In
          </Link>
          <Link to="/auth/register" className="button button--secondary button--block">
            Create Account
          </Link>
        </div>
        <p className="auth-card__legal">
          By continuing you agree to our <Link to="/terms">Terms</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </div>
    </div>
  )
}
