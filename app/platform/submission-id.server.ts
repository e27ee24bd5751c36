import { randomUUID } from 'node:crypto'

// A form that writes carries a one-time id the page was rendered with. The same form sent twice
// (a second press, a resend after a slow answer, the back button) carries the same id, and the
// record it makes is keyed on it, so the second post finds the first instead of adding a copy.
const submissionIdField = 'submissionId'

export function newSubmissionId(): string {
  return randomUUID()
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function submissionIdOf(form: FormData): string | null {
  const value = form.get(submissionIdField)
  return typeof value === 'string' && uuid.test(value) ? value : null
}

// Firestore's "already exists" (gRPC code 6), which a keyed create() meets on the second post
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6
}
