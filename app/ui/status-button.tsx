import { useNavigation } from '@remix-run/react'
import { useRef, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { Spinner } from './spinner'

type StatusButtonProps = {
  label: ReactNode
  pendingLabel: string
  // whether the form is on its way; by default, whether this button's own form is
  pending?: boolean
  className?: string
  name?: string
  value?: string
  disabled?: boolean
  'aria-pressed'?: 'true' | 'false'
}

// a submit button that says what is happening while its form is on its way. It is never disabled
// while pending (a disabled button drops focus to <body>): it ignores a second press, Enter
// included (implicit submission presses the form's first submit button), and says the pending
// text in a live region. Without JavaScript a second press posts again, and the server's
// idempotency keeps one record (platform/submission-id.server.ts)
export function StatusButton({
  label,
  pendingLabel,
  pending,
  className = 'button button--primary',
  ...rest
}: StatusButtonProps) {
  const button = useRef<HTMLButtonElement>(null)
  const ownFormPending = useOwnFormPending(button, rest.name, rest.value)
  const busy = pending ?? ownFormPending
  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault()
  }
  return (
    <>
      <button
        ref={button}
        type="submit"
        className={className}
        {...rest}
        aria-disabled={busy || undefined}
        onClick={ignoreWhilePending}
      >
        {busy ? (
          <>
            <Spinner /> {pendingLabel}
          </>
        ) : (
          label
        )}
      </button>
      <span role="status" className="visually-hidden">
        {busy ? pendingLabel : ''}
      </span>
    </>
  )
}

// true while a form posted to this page (or to `action`) is being submitted
export function useIsSubmitting(action?: string) {
  const navigation = useNavigation()
  if (navigation.state === 'idle' || !navigation.formMethod) return false
  if (navigation.formMethod.toUpperCase() === 'GET') return false
  return action ? navigation.formAction === action : navigation.state === 'submitting'
}

// true while the post in flight is this button's form: the same address and the same fields,
// so that of several forms on a page (save, ask, tour, offer) only the one sent says so
function useOwnFormPending(
  button: RefObject<HTMLButtonElement | null>,
  name?: string,
  value?: string,
) {
  const navigation = useNavigation()
  const form = button.current?.form
  if (!form || navigation.state === 'idle' || !navigation.formData || !navigation.formAction)
    return false
  if (navigation.formMethod?.toUpperCase() === 'GET') return false
  if (new URL(navigation.formAction, form.action).pathname !== new URL(form.action).pathname)
    return false
  const sent = navigation.formData
  if (name && value !== undefined && sent.get(name) !== value) return false
  return [...new FormData(form).entries()].every(
    ([name, value]) => typeof value !== 'string' || sent.getAll(name).includes(value),
  )
}
