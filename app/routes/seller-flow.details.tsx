import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form } from '@remix-run/react'
import { formatAddress } from '~/features/listings/listing'
import { DetailsFields } from '~/features/sellers/details-fields'
import { saveStep } from '~/features/sellers/draft.server'
import { FlowButtons, StepHeader } from '~/features/sellers/flow-parts'
import { flowStep } from '~/features/sellers/flow-page.server'
import { stepPath } from '~/features/sellers/flow-steps'
import { recordedDetails } from '~/features/sellers/property.server'
import { detailLabels, DetailsSchema } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Tell buyers about your home'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, headers } = await flowStep(request, 'details')
  const property = draft.property!
  const recorded = property.homeId ? recordedDetails(property.homeId) : null
  return data(
    {
      details: draft.details ?? recorded,
      fromRecord: !draft.details && recorded !== null,
      address: formatAddress(property.address),
    },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await flowStep(request, 'details')
  const submission = parseWithZod(await request.formData(), { schema: DetailsSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const saved = await saveStep(request, user, 'photos', { details: submission.value })
  if (!saved.ok) {
    return answerFailedForm({ result: submission.reply({ formErrors: [saved.message] }) }, saved)
  }
  return redirect(stepPath('photos'), { headers: saved.headers })
}

const fieldNames = [
  'propertyType',
  'style',
  'beds',
  'fullBaths',
  'halfBaths',
  'sqft',
  'lotSqft',
  'yearBuilt',
  'garageSpaces',
  'basementSqft',
  'features',
  'description',
] as const
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
  return (
    <div className="stack seller-flow">
      <StepHeader step="details" title={title}>
        <p className="lead">
          {address}.{' '}
          {fromRecord
            ? 'We filled in what the market’s records say about this home: check each fact and correct what has changed.'
            : 'Buyers search by these facts, so give them as they are today.'}
        </p>
      </StepHeader>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={fieldNames.map((name) => ({ field: fields[name], label: detailLabels[name] }))}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <DetailsFields
          fields={fields}
          descriptionHint="What buyers should know: the rooms, the light, what you changed, the street."
        />
        <FlowButtons back={stepPath('property')} />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
