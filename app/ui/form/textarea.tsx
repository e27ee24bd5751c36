import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { controlProps, FieldError, fieldClass, FieldHint, textValue } from './field-parts'
import type { FieldState } from './field-state'

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'form'
> & {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
}

export function Textarea({ field, label, hint, className, rows = 4, ...textarea }: TextareaProps) {
  return (
    <div className={fieldClass(field, className)}>
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
      <textarea
        {...controlProps(field, hint)}
        rows={rows}
        defaultValue={textValue(field.initialValue)}
        {...textarea}
        key={field.key}
      />
    </div>
  )
}
