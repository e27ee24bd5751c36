import { Form } from '@remix-run/react'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { StatusButton } from '~/ui/status-button'
import type { MaterialKind } from './materials'
import { materialNames } from './materials'

type Again = {
  contact: string
  date?: string
  startTime?: string
  endTime?: string
  submissionId: string
}

// "make it again" for a material the listing's changes made out of date: the same choices, from
// the listing as it is now
export function RegenerateForm({
  listingId,
  kind,
  again,
}: {
  listingId: string
  kind: MaterialKind
  again: Again
}) {
  return (
    <Form method="post" action={`/generate-marketing-materials/${listingId}`}>
      <input type="hidden" name="kind" value={kind} />
      <SubmissionIdField id={again.submissionId} />
      {kind === 'flyer' ? <input type="hidden" name="contact" value={again.contact} /> : null}
      {kind === 'open-house' ? (
        <>
          <input type="hidden" name="date" value={again.date} />
          <input type="hidden" name="startTime" value={again.startTime} />
          <input type="hidden" name="endTime" value={again.endTime} />
        </>
      ) : null}
      <StatusButton
        label={`Regenerate the ${materialNames[kind]}`}
        pendingLabel="Making..."
        className="button button--secondary"
      />
    </Form>
  )
}
