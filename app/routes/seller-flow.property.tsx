import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form } from '@remix-run/react'
import { formatAddress } from '~/features/listings/listing'
import { amesZips } from '~/features/market/addresses'
import { saveStep } from '~/features/sellers/draft.server'
import { FlowButtons, StepHeader } from '~/features/sellers/flow-parts'
import { flowStep } from '~/features/sellers/flow-page.server'
import { stepPath } from '~/features/sellers/flow-steps'
import { neighborhoodChoices, resolveProperty } from '~/features/sellers/property.server'
import { PropertySchema } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Which home are you selling?'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, headers } = await flowStep(request, 'property')
  const property = draft.property
  const saved = property
    ? property.homeId
      ? { mode: 'known' as const, knownAddress: formatAddress(property.address) }
      : {
          mode: 'new' as const,
          line1: property.address.line1,
          zip: property.address.zip,
          neighborhood: property.neighborhood,
        }
    : null
  return data({ saved, neighborhoods: neighborhoodChoices() }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await flowStep(request, 'property')
  const submission = parseWithZod(await request.formData(), { schema: PropertySchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const resolved = resolveProperty(submission.value)
  if (!resolved.ok)
    return data(
      { result: submission.reply({ fieldErrors: { [resolved.field]: [resolved.message] } }) },
      { status: resolved.status },
    )
  const saved = await saveStep(request, user, 'details', { property: resolved.property })
  if (!saved.ok) {
    return answerFailedForm({ result: submission.reply({ formErrors: [saved.message] }) }, saved)
  }
  return redirect(stepPath('details'), { headers: saved.headers })
}

const labels = {
  mode: 'Your home is',
  knownAddress: 'Address as the market records it',
  line1: 'House number and street',
  zip: 'ZIP code',
  neighborhood: 'Neighborhood',
}
const modeOptions = [
  ['known', 'One of the market’s recorded homes (its facts fill in the next step)'],
  ['new', 'A home not in the records'],
] as const

export default function SellerFlowProperty() {
  const { saved, neighborhoods } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'seller-property',
    schema: PropertySchema,
    reply,
    defaultValue: saved ?? { mode: 'known' },
  })
  const names = ['mode', 'knownAddress', 'line1', 'zip', 'neighborhood'] as const
  return (
    <div className="stack seller-flow">
      <StepHeader step="property" title={title}>
        <p className="lead">
          Choose your home from the Ames market’s records, or describe a home that is not in them. A
          home can have only one active listing.
        </p>
      </StepHeader>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={names.map((name) => ({ field: fields[name], label: labels[name] }))}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <RadioGroup field={fields.mode} legend={labels.mode} options={modeOptions} />
        <fieldset className="stack">
          <legend>A recorded home</legend>
          <TextField
            field={fields.knownAddress}
            label={labels.knownAddress}
            hint="For example 1234 Oak Street, or 1234 Oak Street 50010 when the street is in two ZIP codes"
            autoComplete="address-line1"
          />
        </fieldset>
        <fieldset className="stack">
          <legend>A home not in the records</legend>
          <TextField
            field={fields.line1}
            label={labels.line1}
            hint="For example 118 Main Street"
            autoComplete="address-line1"
          />
          <Select
            field={fields.zip}
            label={labels.zip}
            placeholder="Choose a ZIP code"
            options={amesZips.map((zip) => [zip, zip] as const)}
          />
          <Select
            field={fields.neighborhood}
            label={labels.neighborhood}
            placeholder="Choose a neighborhood"
            options={neighborhoods.map((name) => [name, name.replace(/_/g, ' ')] as const)}
          />
        </fieldset>
        <FlowButtons back={stepPath('intent')} />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
