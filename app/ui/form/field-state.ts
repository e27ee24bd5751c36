import type { SubmissionResult } from '@conform-to/react'

export type FormReply = SubmissionResult<string[]>

// what a control needs to know about its field. Conform's field metadata has these members; a
// form without conform (the login page, ADR 006) builds them from the server's reply
export type FieldState = {
  id: string
  name: string
  errorId: string
  descriptionId: string
  errors?: string[]
  initialValue?: unknown
  key?: string
}

// a field whose value and error the page knows itself, for a form without conform's state
export function pageField(
  formId: string,
  name: string,
  { value, error }: { value?: string | string[]; error?: string } = {},
): FieldState {
  const id = `${formId}-${name}`
  return {
    id,
    name,
    errorId: `${id}-error`,
    descriptionId: `${id}-hint`,
    errors: error ? [error] : undefined,
    initialValue: value,
  }
}

// the field as the last reply left it: what was sent (never the page's default once something
// was sent) and its errors
export function fieldFromReply(
  reply: FormReply | null | undefined,
  name: string,
  options: { formId: string; defaultValue?: string },
): FieldState {
  const sent = reply?.initialValue?.[name]
  return {
    ...pageField(options.formId, name, {
      value: reply ? (typeof sent === 'string' ? sent : '') : options.defaultValue,
    }),
    errors: reply?.error?.[name] ?? undefined,
    // a new key once there is a reply, so the input shows what was sent instead of the default
    key: reply ? 'replied' : undefined,
  }
}

// a reply for a form whose values are checked one by one by a loader (a GET form): each message
// under its field's name; none when nothing is wrong
export function replyOf(errors: Record<string, string | undefined>): FormReply | undefined {
  const error = Object.fromEntries(
    Object.entries(errors).flatMap(([name, message]) => (message ? [[name, [message]]] : [])),
  )
  return Object.keys(error).length > 0 ? { status: 'error', error } : undefined
}

export function isFailedReply(reply: unknown): boolean {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    (reply as { status?: unknown }).status === 'error'
  )
}

// a field under another id than its form gives it (a stable one an answer's fragment can name).
// Conform's metadata reads its members through getters, so they are copied one by one
export function withId(field: FieldState, id: string): FieldState {
  return {
    id,
    name: field.name,
    errorId: `${id}-error`,
    descriptionId: `${id}-hint`,
    errors: field.errors,
    initialValue: field.initialValue,
    key: field.key,
  }
}
