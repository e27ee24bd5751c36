import { useEffect, useRef } from 'react'

export type SummaryError = { message: string; fieldId?: string }

// "There is a problem" with one link per error; focused when it appears so screen readers hear it
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const region = useRef<HTMLDivElement>(null)
  const signature = errors.map((error) => error.message).join('|')
  useEffect(() => {
    if (!signature) return
    region.current?.focus()
    // a failed form titles its page "Error: ..." (the server does it for posts; this for checks in the browser)
    if (!document.title.startsWith('Error: ')) document.title = `Error: ${document.title}`
    return () => {
      if (document.title.startsWith('Error: ')) document.title = document.title.slice('Error: '.length)
    }
  }, [signature])
  if (errors.length === 0) return null
  return (
    <div ref={region} className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? 'form'}-${error.message}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

type ConformForm = { errors?: string[] }
type ConformField = { id: string; errors?: string[] }

// the errors of a conform form, the form's own first, then its fields in the order given
export function summaryErrors(form: ConformForm, fields: ConformField[]): SummaryError[] {
  const formErrors = (form.errors ?? []).map((message) => ({ message }))
  const fieldErrors = fields.flatMap((field) =>
    field.errors?.[0] ? [{ message: field.errors[0], fieldId: field.id }] : [],
  )
  return [...formErrors, ...fieldErrors]
}
