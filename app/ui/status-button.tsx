import { useNavigation } from '@remix-run/react'
import type { MouseEvent, ReactNode } from 'react'
import { Spinner } from './spinner'

type StatusButtonProps = {
  label: ReactNode
  pendingLabel: string
  pending: boolean
  className?: string
  name?: string
  value?: string
  disabled?: boolean
}

// a submit button that says what is happening while its form is on its way. It is never disabled
// while pending (a disabled button drops focus to <body>): it ignores a second press, Enter
// included, and says the pending text in a live region
export function StatusButton({ label, pendingLabel, pending, className = 'button button--primary', ...rest }: StatusButtonProps) {
  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault()
  }
  return (
    <>
      <button type="submit" className={className} {...rest} aria-disabled={pending || undefined} onClick={ignoreWhilePending}>
        {pending ? (
          <>
            <Spinner /> {pendingLabel}
          </>
        ) : (
          label
        )}
      </button>
      <span role="status" className="visually-hidden">
        {pending ? pendingLabel : ''}
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
