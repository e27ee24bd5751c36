import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import type { FormReply } from '~/ui/form/field-state'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { TextField } from '~/ui/form/text-field'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { goalLabels, goals, variantIds, variantName, type VariantId } from './experiment'
import { StartExperimentSchema } from './schemas'

type VariantValues = {
  title: string
  heroHeading: string
  heroText: string
  ctaLabel: string
  split: string
}

const partLabels = {
  title: 'Page title',
  heroHeading: 'Main heading',
  heroText: 'Introduction',
  ctaLabel: 'Button label',
  split: 'Share of visitors (%)',
} as const

// the new-test form: the goal, and up to four variants of the page's words with their shares
// (A, the control, starts as the page's own words); a variant left blank is left out
export function ExperimentForm({
  slug,
  submissionId,
  variants,
  reply,
}: {
  slug: string
  submissionId: string
  variants: VariantValues[]
  reply: FormReply | undefined
}) {
  const [form, fields] = useSchemaForm({
    id: 'experiment',
    schema: StartExperimentSchema,
    reply,
    defaultValue: { variants, goal: 'form-post' },
  })
  const rows = fields.variants.getFieldList().map((row) => row.getFieldset())
  const name = (index: number) => variantName(variantIds[index] as VariantId)
  const summary = [
    { field: fields.goal, label: 'Conversion' },
    ...rows.flatMap((row, index) =>
      (Object.keys(partLabels) as Array<keyof typeof partLabels>).map((part) => ({
        field: row[part],
        label: `${name(index)}: ${partLabels[part]}`,
      })),
    ),
  ]
  return (
    <>
      <ErrorSummary formId={form.id} reply={reply} fields={summary} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="slug" value={slug} />
        <SubmissionIdField id={submissionId} />
        <RadioGroup
          field={fields.goal}
          legend="What counts as a conversion"
          options={goals.map((goal) => [goal, goalLabels[goal]] as const)}
        />
        {rows.map((row, index) => (
          <fieldset key={index} className="stack">
            <legend>
              {name(index)}
              {index >= 2 ? ' (optional)' : ''}
            </legend>
            <TextField field={row.title} label={partLabels.title} />
            <TextField field={row.heroHeading} label={partLabels.heroHeading} />
            <Textarea field={row.heroText} label={partLabels.heroText} rows={3} />
            <TextField field={row.ctaLabel} label={partLabels.ctaLabel} />
            <TextField
              field={row.split}
              label={partLabels.split}
              hint="A whole number; the shares of all variants add up to 100."
              inputMode="numeric"
            />
          </fieldset>
        ))}
        <div className="button-row">
          <StatusButton label="Start the test" pendingLabel="Starting..." />
          <Link to="/landing-ab-test">Back to A/B tests</Link>
        </div>
      </Form>
    </>
  )
}
