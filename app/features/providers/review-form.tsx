import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ErrorSummary, useSummaryAction } from '~/ui/form/error-summary'
import { Select, type Option } from '~/ui/form/select'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { subRatingLabels } from './provider'
import { ReviewSchema } from './schemas'

const starOptions: Option[] = [
  ['5', '5 stars: excellent'],
  ['4', '4 stars: good'],
  ['3', '3 stars: fair'],
  ['2', '2 stars: poor'],
  ['1', '1 star: bad'],
]

// the client's review of a finished job: overall, four parts, and a few words
export function ReviewForm({
  business,
  reply,
}: {
  business: string
  reply: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm({ id: 'job-review', schema: ReviewSchema, reply })
  const action = useSummaryAction(form.id)
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="stack"
      aria-labelledby="review-title"
    >
      <input type="hidden" name="intent" value="review" />
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.rating, label: 'Overall' },
          ...(['quality', 'communication', 'timeliness', 'value'] as const).map((part) => ({
            field: fields[part],
            label: subRatingLabels[part],
          })),
          { field: fields.text, label: 'Your review' },
        ]}
      />
      <Select
        field={fields.rating}
        label={`Overall, how was ${business}?`}
        options={starOptions}
        placeholder="Choose a rating"
      />
      {(['quality', 'communication', 'timeliness', 'value'] as const).map((part) => (
        <Select
          key={part}
          field={fields[part]}
          label={subRatingLabels[part]}
          options={starOptions}
          placeholder="Choose a rating"
        />
      ))}
      <Textarea
        field={fields.text}
        label="Your review"
        hint="What went well, and what could have been better. Shown on the provider's profile with your first name and initial."
      />
      <StatusButton label="Publish the review" pendingLabel="Publishing..." />
    </Form>
  )
}
