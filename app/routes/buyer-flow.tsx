import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { buyerFlowPage } from '~/features/buyers/buyer-flow.server'
import { saveBuyerState } from '~/features/buyers/buyer-state.server'
import { PreferencesSchema } from '~/features/buyers/schemas'
import { featureLabels, formatAddress, formatCount, formatPrice } from '~/features/listings/listing'
import { pageTitle } from '~/features/shell/page-title'
import { ErrorSummary } from '~/ui/error-summary'
import { TextField } from '~/ui/text-field'

export const handle = { title: 'Find your next home' }
export const meta: MetaFunction = () => pageTitle(handle.title)

export async function loader({ request }: LoaderFunctionArgs) {
  return buyerFlowPage(request)
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PreferencesSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const headers = await saveBuyerState(request, { preferences: submission.value })
  return redirect('/buyer-flow#matches', { headers })
}

const fields = [
  { name: 'budget', label: 'Budget (USD, at most)', hint: 'The most you want to pay, like 250000' },
  { name: 'beds', label: 'Bedrooms (at least)' },
  { name: 'baths', label: 'Bathrooms (at least)' },
] as const

export default function BuyerFlow() {
  const { preferences, areas, results } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const errors = (actionData?.result.error ?? {}) as Record<string, string[] | undefined>
  const summary = Object.entries(errors).flatMap(([name, messages]) => (messages?.[0] ? [{ message: messages[0], fieldId: `prefs-${name}` }] : []))
  return (
    <div className="stack">
      <h1>Find your next home</h1>
      <p className="lead">Tell us what matters. We keep your answers{preferences ? '' : ' (on your account when you are signed in)'} and show the homes that fit, with the reasons.</p>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate className="stack preferences-form">
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`prefs-${field.name}`}
            name={field.name}
            label={field.label}
            hint={'hint' in field ? field.hint : undefined}
            inputMode="numeric"
            error={errors[field.name]?.[0]}
            defaultValue={preferences?.[field.name] !== undefined ? String(preferences[field.name]) : ''}
          />
        ))}
        <div className="field">
          <label htmlFor="prefs-area">Area</label>
          <select id="prefs-area" name="area" defaultValue={preferences?.area ?? ''}>
            <option value="">Anywhere in Ames</option>
            {areas.map((area) => (
              <option key={area} value={area}>{area}</option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend>Must-haves</legend>
          <div className="search-filters__features">
            {Object.entries(featureLabels).map(([value, label]) => (
              <div className="choice" key={value}>
                <input id={`prefs-${value}`} type="checkbox" name="mustHaves" value={value} defaultChecked={preferences?.mustHaves.includes(value)} />
                <label htmlFor={`prefs-${value}`}>{label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button--primary">Save and show matches</button>
      </Form>
      {results ? (
        <section aria-labelledby="matches-title" id="matches">
          <h2 id="matches-title">
            {formatCount(results.total)} {results.total === 1 ? 'home matches' : 'homes match'}
            {results.relaxed ? ' most of what you asked' : ' what you asked'}
          </h2>
          {results.relaxed ? <p>No home for sale has every must-have; these meet the rest.</p> : null}
          {results.matches.length === 0 ? (
            <p>No homes for sale fit yet. Try a higher budget or another area.</p>
          ) : (
            <ul className="record-list">
              {results.matches.map(({ listing, reasons, missing }) => (
                <li key={listing.id} className="card">
                  <h3 className="record-list__title">
                    <Link to={`/property/${listing.id}`}>{formatAddress(listing.address)}</Link>, {formatPrice(listing.price)}
                  </h3>
                  <p>Why it matches: {reasons.length > 0 ? reasons.join('; ') : 'it is for sale and you set no limits'}.</p>
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
