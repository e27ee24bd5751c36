import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { FieldError } from './field-error'

type InputType = 'text' | 'email' | 'password' | 'number' | 'tel' | 'date' | 'url' | 'search'

type FieldProps = {
  meta: FieldMetadata<string | number | Date | undefined>
  label: ReactNode
  type?: InputType
  hint?: ReactNode
  autoComplete?: string
  disabled?: boolean
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel'
  placeholder?: string
  min?: number | string
  max?: number | string
  step?: number | string
}

// label, hint, input and inline error, wired together with aria-describedby (GOV.UK pattern)
export function Field({ meta, label, type = 'text', hint, ...input }: FieldProps) {
  const error = meta.errors?.[0]
  const inputProps = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={meta.descriptionId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} error={error} />
      <input {...inputProps} {...input} key={inputProps.key} required={false} />
    </div>
  )
}
