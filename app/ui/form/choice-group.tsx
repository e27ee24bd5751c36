import type { ReactNode } from 'react'
import { controlProps, FieldError, fieldClass, FieldHint } from './field-parts'
import type { FieldState } from './field-state'
import type { Option } from './select'

type ChoiceGroupProps = {
  field: FieldState
  legend: ReactNode
  hint?: ReactNode
  options: readonly Option[]
  className?: string
  // the class of the box that holds the choices, for a grid of them
  choicesClassName?: string
}

// a fieldset of radios or checkboxes: the legend names it, the fieldset is described by its hint
// and error (GOV.UK), and the first choice carries the field's id so the error summary links to it
function ChoiceGroup({
  type,
  field,
  legend,
  hint,
  options,
  className,
  choicesClassName,
}: ChoiceGroupProps & { type: 'radio' | 'checkbox' }) {
  const { id, name, 'aria-describedby': describedBy } = controlProps(field, hint)
  const chosen = [field.initialValue]
    .flat()
    .filter((value): value is string => typeof value === 'string')
  // read once: conform's field metadata builds itself anew on every read
  const fieldKey = field.key ?? ''
  return (
    <fieldset className={fieldClass(field, className)} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
      <div className={choicesClassName}>
        {options.map(([value, label], index) => {
          const inputId = index === 0 ? id : `${id}-${value}`
          return (
            <div className="choice" key={value}>
              <input
                type={type}
                id={inputId}
                name={name}
                value={value}
                defaultChecked={chosen.includes(value)}
                key={`${fieldKey}${value}`}
              />
              <label htmlFor={inputId}>{label}</label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="radio" {...props} />
}

export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />
}
