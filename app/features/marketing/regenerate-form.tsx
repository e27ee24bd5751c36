import { Form } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import type { MaterialKind } from './materials'
import { materialNames } from './materials'
import { materialSchemas } from './schemas'

type Again = {
  contact: string
  date?: string
  startTime?: string
  endTime?: string
  submissionId: string
}

// "make it again" for a material the listing's changes made out of date: the same choices, from
// the listing as it is now. A refusal is shown on the make page, where the action answers
export function RegenerateForm({
  listingId,
  kind,
  again,
}: {
  listingId: string
  kind: MaterialKind
  again: Again
}) {
  const [form] = useSchemaForm({
    id: `regenerate-${again.submissionId}`,
    schema: materialSchemas[kind],
    reply: undefined,
  })
  return (
    <Form
      method="post"
      action={`/generate-marketing-materials/${listingId}`}
      {...getFormProps(form)}
    >
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
