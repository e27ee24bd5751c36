import type { ReactNode } from 'react'
import { controlProps, FieldError, fieldClass, FieldHint } from './field-parts'
import type { FieldState } from './field-state'

type FileInputProps = {
  field: FieldState
  label: ReactNode
  hint?: ReactNode
  accept?: string
  multiple?: boolean
  className?: string
}

// a browser never shows a file again after a failed post, so the hint should say to choose it again
export function FileInput({ field, label, hint, accept, multiple, className }: FileInputProps) {
  return (
    <div className={fieldClass(field, className)}>
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
      <input
        {...controlProps(field, hint)}
        type="file"
        accept={accept}
        multiple={multiple}
        key={field.key}
      />
    </div>
  )
}
