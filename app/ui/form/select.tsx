import type { ReactNode, SelectHTMLAttributes } from 'react'
import { controlProps, FieldError, fieldClass, FieldHint, textValue } from './field-parts'
import type { FieldState } from './field-state'

export type Option = readonly [value: string, label: string]

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'form' | 'multiple'
> & {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  options: readonly Option[]
  // the first choice, meaning "none" (an empty value)
  placeholder?: string
}

export function Select({
  field,
  label,
  hint,
  options,
  placeholder,
  className,
  ...select
}: SelectProps) {
  return (
    <div className={fieldClass(field, className)}>
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
      <select
        {...controlProps(field, hint)}
        defaultValue={textValue(field.initialValue) ?? ''}
        {...select}
        key={field.key}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}
