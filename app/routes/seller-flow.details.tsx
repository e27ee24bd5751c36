import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { featureLabels, formatAddress } from '~/features/listings/listing'
import { propertyTypeLabels, propertyTypes } from '~/features/market/market-home'
import { saveStep } from '~/features/sellers/draft.server'
import { FlowButtons, StepHeader } from '~/features/sellers/flow-parts'
import { flowStep } from '~/features/sellers/flow-page.server'
import { stepPath } from '~/features/sellers/flow-steps'
import { recordedDetails } from '~/features/sellers/property.server'
import { descriptionLength, detailLabels, DetailsSchema, homeStyles } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { CheckboxGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { Textarea } from '~/ui/form/textarea'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'

const title = 'Tell buyers about your home'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, headers } = await flowStep(request, 'details')
  const property = draft.property!
  const recorded = property.homeId ? recordedDetails(property.homeId) : null
  return data({ details: draft.details ?? recorded, fromRecord: !draft.details && recorded !== null, address: formatAddress(property.address) }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await flowStep(request, 'details')
  const submission = parseWithZod(await request.formData(), { schema: DetailsSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const saved = await saveStep(request, user, 'photos', { details: submission.value })
  if (!saved.ok) {
    const headers = saved.retryAfterSeconds ? retryAfterHeaders(saved.retryAfterSeconds) : undefined
    return data({ result: submission.reply({ formErrors: [saved.message] }) }, { status: saved.status, headers })
  }
  return redirect(stepPath('photos'), { headers: saved.headers })
}

const fieldNames = ['propertyType', 'style', 'beds', 'fullBaths', 'halfBaths', 'sqft', 'lotSqft', 'yearBuilt', 'garageSpaces', 'basementSqft', 'features', 'description'] as const
const text = (value: number | undefined) => (value === undefined ? undefined : String(value))

export default function SellerFlowDetails() {
  const { details, fromRecord, address } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'seller-details',
    schema: DetailsSchema,
    reply,
    defaultValue: {
      propertyType: details?.propertyType,
      style: details?.style,
      beds: text(details?.beds),
      fullBaths: text(details?.fullBaths),
      halfBaths: text(details?.halfBaths),
      sqft: text(details?.sqft),
      lotSqft: text(details?.lotSqft),
      yearBuilt: text(details?.yearBuilt),
      garageSpaces: text(details?.garageSpaces),
      basementSqft: text(details?.basementSqft),
      features: details?.features ?? [],
      description: details?.description ?? '',
    },
  })
  const number = { inputMode: 'numeric' } as const
  return (
    <div className="stack seller-flow">
      <StepHeader step="details" title={title}>
        <p className="lead">
          {address}. {fromRecord ? 'We filled in what the market’s records say about this home: check each fact and correct what has changed.' : 'Buyers search by these facts, so give them as they are today.'}
        </p>
      </StepHeader>
      <ErrorSummary formId={form.id} reply={reply} fields={fieldNames.map((name) => ({ field: fields[name], label: detailLabels[name] }))} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <Select field={fields.propertyType} label={detailLabels.propertyType} placeholder="Choose a type" options={propertyTypes.map((type) => [type, propertyTypeLabels[type]] as const)} />
        <Select field={fields.style} label={detailLabels.style} placeholder="Choose" options={Object.entries(homeStyles).map(([id, style]) => [id, style.label] as const)} />
        <TextField field={fields.beds} label={detailLabels.beds} {...number} />
        <TextField field={fields.fullBaths} label={detailLabels.fullBaths} hint="With a shower or a tub" {...number} />
        <TextField field={fields.halfBaths} label={detailLabels.halfBaths} hint="A toilet and a sink" {...number} />
        <TextField field={fields.sqft} label={detailLabels.sqft} hint="Above ground, like 1500" {...number} />
        <TextField field={fields.lotSqft} label={detailLabels.lotSqft} hint="Like 9000; 0 when there is no lot of its own" {...number} />
        <TextField field={fields.yearBuilt} label={detailLabels.yearBuilt} hint="Like 1995" {...number} />
        <TextField field={fields.garageSpaces} label={detailLabels.garageSpaces} hint="Cars the garage holds; 0 for none" {...number} />
        <TextField field={fields.basementSqft} label={detailLabels.basementSqft} hint="0 for none" {...number} />
        <CheckboxGroup field={fields.features} legend={detailLabels.features} options={Object.entries(featureLabels)} choicesClassName="search-filters__features" />
        <Textarea
          field={fields.description}
          label={detailLabels.description}
          hint={`What buyers should know: the rooms, the light, what you changed, the street. ${descriptionLength.min} to ${descriptionLength.max} characters.`}
          rows={8}
          maxLength={descriptionLength.max}
        />
        <FlowButtons back={stepPath('property')} />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
