import type { ReactNode } from 'react'
import { controlProps, FieldError, fieldClass, FieldHint } from './field-parts'
import type { FieldState } from './field-state'

type CheckboxProps = {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  value?: string
  className?: string
}

// one yes-or-no question; a group of them is a CheckboxGroup
export function Checkbox({ field, label, hint, value = 'on', className }: CheckboxProps) {
  const checked = field.initialValue === value || field.initialValue === true
  return (
    <div className={fieldClass(field, className)}>
      <FieldError field={field} />
      <div className="choice">
        <input
          {...controlProps(field, hint)}
          type="checkbox"
          value={value}
          defaultChecked={checked}
          key={field.key}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <FieldHint field={field} hint={hint} />
    </div>
  )
}
