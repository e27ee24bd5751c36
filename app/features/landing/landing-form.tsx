import { getFormProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { ErrorSummary } from '~/ui/form/error-summary'
import type { FormReply } from '~/ui/form/field-state'
import { RadioGroup } from '~/ui/form/choice-group'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { TextField } from '~/ui/form/text-field'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { audienceLabels, audiences, landingPath, slugLength } from './landing-page'
import { CreateLandingPageSchema, UpdateLandingPageSchema } from './schemas'

export const landingFieldLabels = {
  slug: 'Address',
  title: 'Page title',
  heroHeading: 'Main heading',
  heroText: 'Introduction',
  ctaLabel: 'Button label',
  ctaPath: 'Button opens',
  audience: 'Who the page is for',
} as const

const sectionLabel = (index: number, part: 'heading' | 'body') =>
  `Section ${index + 1} ${part === 'heading' ? 'heading' : 'text'}`

type Values = {
  title: string
  heroHeading: string
  heroText: string
  sections: Array<{ heading: string; body: string }>
  ctaLabel: string
  ctaPath: string
  audience: string | undefined
}

type LandingFormProps = { reply: FormReply | undefined; values: Values } & (
  { mode: 'create'; submissionId: string } | { mode: 'update'; slug: string; version: number }
)

// the one form for a new page and for changing one; without JavaScript it has every section slot
export function LandingPageForm(props: LandingFormProps) {
  const { reply, values, mode } = props
  const [form, fields] = useSchemaForm({
    id: 'landing-page',
    schema: mode === 'create' ? CreateLandingPageSchema : UpdateLandingPageSchema,
    reply,
    defaultValue: { ...values, audience: values.audience },
  })
  const sections = fields.sections.getFieldList()
  const sectionFields = sections.map((section) => section.getFieldset())
  const summary = [
    ...(mode === 'create' ? [{ field: fields.slug, label: landingFieldLabels.slug }] : []),
    { field: fields.title, label: landingFieldLabels.title },
    { field: fields.heroHeading, label: landingFieldLabels.heroHeading },
    { field: fields.heroText, label: landingFieldLabels.heroText },
    ...sectionFields.flatMap((section, index) => [
      { field: section.heading, label: sectionLabel(index, 'heading') },
      { field: section.body, label: sectionLabel(index, 'body') },
    ]),
    { field: fields.ctaLabel, label: landingFieldLabels.ctaLabel },
    { field: fields.ctaPath, label: landingFieldLabels.ctaPath },
    { field: fields.audience, label: landingFieldLabels.audience },
  ]
  return (
    <>
      <ErrorSummary formId={form.id} reply={reply} fields={summary} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value={mode} />
        {props.mode === 'create' ? (
          <>
            <SubmissionIdField id={props.submissionId} />
            <TextField
              field={fields.slug}
              label={landingFieldLabels.slug}
              hint={`The page will be at ${landingPath('your-address')}: ${slugLength.min} to ${slugLength.max} lowercase letters, digits and hyphens. It cannot be changed later.`}
              autoComplete="off"
              spellCheck={false}
            />
          </>
        ) : (
          <>
            <input type="hidden" name="slug" value={props.slug} />
            <input type="hidden" name="version" value={String(props.version)} />
            <p>
              Address: <Link to={landingPath(props.slug)}>{landingPath(props.slug)}</Link> (it
              cannot be changed)
            </p>
          </>
        )}
        <TextField
          field={fields.title}
          label={landingFieldLabels.title}
          hint="Shown in the browser tab and in search results."
        />
        <TextField
          field={fields.heroHeading}
          label={landingFieldLabels.heroHeading}
          hint="The large heading at the top of the page."
        />
        <Textarea
          field={fields.heroText}
          label={landingFieldLabels.heroText}
          hint="One or two sentences under the heading."
          rows={3}
        />
        {sectionFields.map((section, index) => (
          <fieldset key={index} className="stack">
            <legend>Section {index + 1} (optional)</legend>
            <TextField field={section.heading} label={sectionLabel(index, 'heading')} />
            <Textarea
              field={section.body}
              label={sectionLabel(index, 'body')}
              hint="Leave a blank line between paragraphs. Leave both empty to leave the section out."
              rows={4}
            />
          </fieldset>
        ))}
        <fieldset className="stack">
          <legend>The button</legend>
          <TextField
            field={fields.ctaLabel}
            label={landingFieldLabels.ctaLabel}
            hint="Like “Create your free account”."
          />
          <TextField
            field={fields.ctaPath}
            label={landingFieldLabels.ctaPath}
            hint="A page of this site, starting with /, such as /auth/register or /seller-flow."
            autoComplete="off"
            spellCheck={false}
          />
        </fieldset>
        <RadioGroup
          field={fields.audience}
          legend={landingFieldLabels.audience}
          options={audiences.map((audience) => [audience, audienceLabels[audience]] as const)}
        />
        <div className="button-row">
          <StatusButton
            label={mode === 'create' ? 'Save draft' : 'Save changes'}
            pendingLabel="Saving..."
          />
          <Link to="/landing-admin">Back to landing pages</Link>
        </div>
      </Form>
    </>
  )
}
