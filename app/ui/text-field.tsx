import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldError } from './field-error'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
}

// label, hint, input and inline error wired with aria-describedby (GOV.UK pattern), no form library
export function TextField({ id, name, label, hint, error, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
    </div>
  )
}
