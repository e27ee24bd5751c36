import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { formatDay, formatPrice } from '~/features/listings/listing'
import { ErrorSummary } from '~/ui/form/error-summary'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import type { FormReply } from '~/ui/form/field-state'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { offerEventLabels } from './messages'
import { ThreadMessageSchema } from './schemas'

// what both sides see of a conversation and an offer: the offer's history, a message form
export function OfferHistory({
  history,
}: {
  history: Array<{
    at: number
    by: string
    action: keyof typeof offerEventLabels
    amount?: number
    closingDate?: string
    expiresAt?: number
    reason?: string
  }>
}) {
  return (
    <details>
      <summary>History ({history.length})</summary>
      <ol className="offer-history">
        {history.map((event, index) => (
          <li key={index}>
            {formatDay(event.at)}: {offerEventLabels[event.action]} by{' '}
            {event.by === 'system' ? 'Threshold' : `the ${event.by}`}
            {event.amount ? `, ${formatPrice(event.amount)}` : ''}
            {event.closingDate ? `, closing ${event.closingDate}` : ''}
            {event.expiresAt ? `, expires ${formatDay(event.expiresAt)}` : ''}
            {event.reason ? `: ${event.reason}` : ''}
          </li>
        ))}
      </ol>
    </details>
  )
}

export function MessageForm({
  intent,
  threadId,
  label,
  button,
  reply,
  submissionId,
}: {
  intent: string
  threadId: string
  label: string
  button: string
  reply?: FormReply
  submissionId: string
}) {
  const [form, fields] = useSchemaForm({
    id: `${intent}-${threadId}`,
    schema: ThreadMessageSchema,
    reply,
    defaultValue: { threadId, message: '' },
  })
  return (
    <>
      <ErrorSummary formId={form.id} reply={reply} fields={[{ field: fields.message, label }]} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="threadId" value={threadId} />
        <SubmissionIdField id={submissionId} />
        <Textarea field={fields.message} label={label} rows={3} />
        <StatusButton label={button} pendingLabel="Sending..." />
      </Form>
    </>
  )
}
