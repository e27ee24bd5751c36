import { useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Spinner } from './spinner'

type StatusButtonProps = {
  label: ReactNode
  pendingLabel: ReactNode
  pending: boolean
  className?: string
  name?: string
  value?: string
  disabled?: boolean
}

// a submit button that says what is happening while its form is on its way
export function StatusButton({ label, pendingLabel, pending, className = 'button button--primary', ...rest }: StatusButtonProps) {
  return (
    <button type="submit" className={className} {...rest} disabled={pending || rest.disabled} aria-disabled={pending || undefined}>
      {pending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  )
}

// true while a form posted to this page (or to `action`) is being submitted
export function useIsSubmitting(action?: string) {
  const navigation = useNavigation()
  if (navigation.state === 'idle' || !navigation.formMethod) return false
  if (navigation.formMethod.toUpperCase() === 'GET') return false
  return action ? navigation.formAction === action : navigation.state === 'submitting'
}
