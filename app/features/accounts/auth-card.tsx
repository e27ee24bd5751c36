import { useFetcher, Form, Link } from '@remix-run/react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { PopupConfig } from './social/popup-config'
import type * as PopupSignIn from './social/popup-sign-in.client'
import { LogoMark } from '~/ui/logo-mark'

// the frame of every auth screen (no header, no footer): logo home, a heading, the form
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
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

// "Or continue with": each provider a form post, so the redirect flow starts without JavaScript.
// With JavaScript and a web config, a press opens the provider's popup through the Firebase web
// SDK instead (loaded on demand), and its ID token is posted to /auth/{provider}/token (ADR 025)
export function SocialButtons({
  disabled,
  redirectTo,
  popup,
}: {
  disabled?: boolean
  redirectTo?: string
  popup?: PopupConfig | null
}) {
  const fetcher = useFetcher<{ error?: string }>()
  const [failure, setFailure] = useState<{
    provider: Provider
    message: string
    offerRedirect: boolean
  } | null>(null)
  const [busy, setBusy] = useState(false)
  const redirectForms = useRef<Partial<Record<Provider, HTMLFormElement | null>>>({})
  const serverError = fetcher.state === 'idle' ? fetcher.data?.error : undefined

  const press = (provider: Provider) => async (event: FormEvent<HTMLFormElement>) => {
    if (!popup) return
    event.preventDefault()
    setFailure(null)
    setBusy(true)
    let popupSignIn: typeof PopupSignIn
    try {
      popupSignIn = await loadPopup()
    } catch {
      // the SDK could not be fetched: the redirect flow in this window instead
      popupModule = undefined
      setBusy(false)
      return redirectForms.current[provider]?.submit()
    }
    try {
      const idToken = await popupSignIn.popupIdToken(provider, popup)
      fetcher.submit(
        { idToken, ...(redirectTo ? { redirectTo } : {}) },
        { method: 'post', action: `/auth/${provider}/token` },
      )
    } catch (error) {
      setFailure({ provider, ...popupSignIn.popupFailure(provider, error) })
    } finally {
      setBusy(false)
    }
  }
  const message = failure?.message ?? serverError

  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <span>Or continue with</span>
      </p>
      <div className="social-sign-in__buttons">
        {providers.map((provider) => (
          <Form
            key={provider}
            method="post"
            action={`/auth/${provider}`}
            reloadDocument
            ref={(form) => void (redirectForms.current[provider] = form)}
            onSubmit={(event) => void press(provider)(event)}
            onPointerEnter={popup ? () => prepare(popup) : undefined}
            onFocus={popup ? () => prepare(popup) : undefined}
          >
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button
              type="submit"
              className="button button--secondary button--block"
              disabled={disabled || busy || fetcher.state !== 'idle'}
            >
              {provider === 'google' ? 'Google' : 'Facebook'}
            </button>
          </Form>
        ))}
      </div>
      <div className="social-sign-in__error">
        {message ? (
          <p role="alert" className="notice notice--error">
            {message}
          </p>
        ) : null}
        {failure?.offerRedirect ? (
          <button
            type="button"
            className="button button--link"
            onClick={() => redirectForms.current[failure.provider]?.submit()}
          >
            Continue in this window
          </button>
        ) : null}
      </div>
    </div>
  )
}

type Provider = 'google' | 'facebook'
const providers = ['google', 'facebook'] as const

// the Firebase web SDK's own chunk, fetched once
let popupModule: Promise<typeof PopupSignIn> | undefined
const loadPopup = () => (popupModule ??= import('./social/popup-sign-in.client'))

// pointed at or focused: fetch the SDK and set it up, so the press opens the popup at once
function prepare(popup: PopupConfig) {
  loadPopup()
    .then(({ popupAuth }) => popupAuth(popup))
    .catch(() => (popupModule = undefined))
}
