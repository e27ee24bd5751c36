import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { LogoMark } from '~/features/shell/site-header'

// the frame of every auth screen (no header, no footer): logo home, a heading, the form
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-screen">
      <div className="auth-card">
        <Link to="/" className="auth-card__logo">
          <LogoMark />
          <span>Threshold</span>
        </Link>
        <h1>{title}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
        {children}
      </div>
    </div>
  )
}

// "Or continue with": each provider a form post, so the redirect flow starts without JavaScript
export function SocialButtons({ disabled, redirectTo }: { disabled?: boolean; redirectTo?: string }) {
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <span>Or continue with</span>
      </p>
      <div className="social-sign-in__buttons">
        {(['google', 'facebook'] as const).map((provider) => (
          <Form key={provider} method="post" action={`/auth/${provider}`} reloadDocument>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button type="submit" className="button button--secondary button--block" disabled={disabled}>
              {provider === 'google' ? 'Google' : 'Facebook'}
            </button>
          </Form>
        ))}
      </div>
    </div>
  )
}
