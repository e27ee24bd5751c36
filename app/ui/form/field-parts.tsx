import type { ReactNode } from 'react'
import type { FieldState } from './field-state'

function errorOf(field: FieldState): string | undefined {
  return field.errors?.[0]
}

// id, name and the ARIA wiring of a control: invalid when its field has an error, described by
// its hint and its error (GOV.UK order)
export function controlProps(field: FieldState, hint: ReactNode) {
  const error = errorOf(field)
  const describedBy = [hint ? field.descriptionId : null, error ? field.errorId : null]
    .filter(Boolean)
    .join(' ')
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
}

export function fieldClass(field: FieldState, className?: string) {
  return ['field', errorOf(field) ? 'field--error' : null, className].filter(Boolean).join(' ')
}

export function textValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

export function FieldHint({ field, hint }: { field: FieldState; hint: ReactNode }) {
  if (!hint) return null
  return (
    <p id={field.descriptionId} className="field__hint">
      {hint}
    </p>
  )
}

export function FieldError({ field }: { field: FieldState }) {
  const error = errorOf(field)
  if (!error) return null
  return (
    <p id={field.errorId} className="field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  )
}
