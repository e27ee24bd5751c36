import { useFormAction } from '@remix-run/react'
import { useEffect, useRef, type MouseEvent } from 'react'
import type { FieldState, FormReply } from './field-state'

export type SummaryField = { field: FieldState; label: string }

type SummaryEntry = { text: string; href?: string }

type ErrorSummaryProps = {
  formId: string
  // the server's answer to the last submit: the summary shows it until the next answer
  reply: FormReply | null | undefined
  // the form's fields in page order, with the labels that name them in the summary
  fields?: SummaryField[]
}

// the summary's id, so a page can be asked for with the summary as its fragment
export function errorSummaryId(formId: string): string {
  return `${formId}-error-summary`
}

// the action of a form whose summary is not at the top of the page: its own address with the
// summary as fragment, so a failed post without JavaScript lands on the summary, not at the top.
// A success answers with a redirect whose Location names a fragment of its own (a browser keeps
// the request's fragment across a redirect whose Location has none)
export function useSummaryAction(formId: string): string {
  return `${useFormAction()}#${errorSummaryId(formId)}`
}

// "There is a problem" with one link per error to its field (GOV.UK pattern). It shows the
// server's answer, not the browser's live checks, so it changes and takes focus once per submit
// and never while the person types
export function ErrorSummary({ formId, reply, fields = [] }: ErrorSummaryProps) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (reply?.status === 'error') region.current?.focus()
  }, [reply])
  const entries = summaryEntries(reply, fields)
  if (entries.length === 0) return null
  const titleId = `${formId}-error-summary-title`
  return (
    <div
      ref={region}
      id={errorSummaryId(formId)}
      className="error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId}>There is a problem</h2>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.href ?? ''}${entry.text}`}>
            {entry.href ? (
              <a href={entry.href} onClick={focusField}>
                {entry.text}
              </a>
            ) : (
              entry.text
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

// with JavaScript, a link to a field focuses it without changing the address: a fragment change
// is a navigation to the router, which drops the action's reply, and with it this summary and the
// "Error:" title. Without JavaScript the link is a plain fragment link (GOV.UK's pattern)
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1)
  const field = id ? document.getElementById(decodeURIComponent(id)) : null
  if (!field) return
  event.preventDefault()
  const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null
  const legend = field.closest('fieldset')?.querySelector('legend')
  ;(legend ?? label ?? field).scrollIntoView({ block: 'start' })
  field.focus({ preventScroll: true })
}

// the form's own errors first, then each field's first error named by its label
function summaryEntries(
  reply: FormReply | null | undefined,
  fields: SummaryField[],
): SummaryEntry[] {
  const errors = reply?.error ?? {}
  const named = new Set(fields.map(({ field }) => field.name))
  const formErrors = (errors[''] ?? []).map((text) => ({ text }))
  const fieldErrors = fields.flatMap(({ field, label }) => {
    const message = errors[field.name]?.[0]
    return message ? [{ text: namedMessage(label, message), href: `#${field.id}` }] : []
  })
  const others = Object.entries(errors).flatMap(([name, messages]) =>
    name && !named.has(name) && messages?.[0] ? [{ text: messages[0] }] : [],
  )
  return [...formErrors, ...fieldErrors, ...others]
}

// "Email: Required"; a message that already starts with its label ("Living area" for "Living
// area (sq ft)") stays as it is
function namedMessage(label: string, message: string) {
  const name = label.replace(/\s*\(.*\)$/, '').toLowerCase()
  return message.toLowerCase().startsWith(name) ? message : `${label}: ${message}`
}
