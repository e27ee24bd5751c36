import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { saveBuyerState } from '~/features/buyers/buyer-state.server'
import { PreferencesSchema } from '~/features/buyers/schemas'
import { featureLabels, formatAddress, formatCount, formatPrice } from '~/features/listings/listing'
import { buyerFlowPage } from '~/features/buyers/buyer-flow.server'
import { pageTitle } from '~/features/shell/page-title'
import { CheckboxGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData }) =>
  pageTitle('Find your next home', { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  return buyerFlowPage(request)
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PreferencesSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const headers = await saveBuyerState(request, { preferences: submission.value })
  return redirect('/buyer-flow#matches', { headers })
}

const labels = {
  budget: 'Budget (USD, at most)',
  beds: 'Bedrooms (at least)',
  baths: 'Bathrooms (at least)',
  area: 'Area',
  mustHaves: 'Must-haves',
}
const mustHaveOptions = Object.entries(featureLabels)

export default function BuyerFlow() {
  const { preferences, areas, results } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const saved = (value: number | undefined) => (value === undefined ? undefined : String(value))
  const [form, fields] = useSchemaForm({
    id: 'preferences',
    schema: PreferencesSchema,
    reply,
    defaultValue: {
      budget: saved(preferences?.budget),
      beds: saved(preferences?.beds),
      baths: saved(preferences?.baths),
      area: preferences?.area ?? '',
      mustHaves: preferences?.mustHaves ?? [],
    },
  })
  const number = { inputMode: 'numeric' } as const
  return (
    <div className="stack">
      <h1>Find your next home</h1>
      <p className="lead">
        Tell us what matters. We keep your answers
        {preferences ? '' : ' (on your account when you are signed in)'} and show the homes that
        fit, with the reasons.
      </p>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={(['budget', 'beds', 'baths', 'area', 'mustHaves'] as const).map((name) => ({
          field: fields[name],
          label: labels[name],
        }))}
      />
      <Form method="post" {...getFormProps(form)} className="stack preferences-form">
        <TextField
          field={fields.budget}
          label={labels.budget}
          hint="The most you want to pay, like 250000"
          {...number}
        />
        <TextField field={fields.beds} label={labels.beds} {...number} />
        <TextField field={fields.baths} label={labels.baths} {...number} />
        <Select
          field={fields.area}
          label={labels.area}
          placeholder="Anywhere in Ames"
          options={areas.map((area) => [area, area] as const)}
        />
        <CheckboxGroup
          field={fields.mustHaves}
          legend={labels.mustHaves}
          options={mustHaveOptions}
          choicesClassName="search-filters__features"
        />
        <StatusButton label="Save and show matches" pendingLabel="Saving..." />
      </Form>
      {results ? (
        <section aria-labelledby="matches-title" id="matches">
          <h2 id="matches-title">
            {formatCount(results.total)} {results.total === 1 ? 'home matches' : 'homes match'}
            {results.relaxed ? ' most of what you asked' : ' what you asked'}
          </h2>
          {results.relaxed ? (
            <p>No home for sale has every must-have; these meet the rest.</p>
          ) : null}
          {results.matches.length === 0 ? (
            <p>No homes for sale fit yet. Try a higher budget or another area.</p>
          ) : (
            <ul className="record-list">
              {results.matches.map(({ listing, reasons, missing }) => (
                <li key={listing.id} className="card">
                  <h3 className="record-list__title">
                    <Link to={`/property/${listing.id}`}>{formatAddress(listing.address)}</Link>,{' '}
                    {formatPrice(listing.price)}
                  </h3>
                  <p>
                    Why it matches:{' '}
                    {reasons.length > 0
                      ? reasons.join('; ')
                      : 'it is for sale and you set no limits'}
                    .
                  </p>
                  {missing.length > 0 ? <p>Lacks: {missing.join(', ')}.</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  )
}
