import type { InputHTMLAttributes, ReactNode } from 'react'
import { controlProps, FieldError, fieldClass, FieldHint, textValue } from './field-parts'
import type { FieldState } from './field-state'

export type TextInputType =
  'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date' | 'time'

type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'type' | 'value' | 'defaultValue' | 'form'
> & {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  type?: TextInputType
}

// label, hint, error and input, wired together (GOV.UK pattern); every input says its type
export function TextField({
  field,
  label,
  hint,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  return (
    <div className={fieldClass(field, className)}>
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
      <input
        {...controlProps(field, hint)}
        type={type}
        defaultValue={textValue(field.initialValue)}
        {...input}
        key={field.key}
      />
    </div>
  )
}
