import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { getSessionUser, requireUser } from '~/features/accounts/session.server'
import { propertyAction } from '~/features/buyers/property-actions.server'
import { findListing, propertyPage } from '~/features/buyers/property-page.server'
import { contingencyOptions, financingOptions, InquirySchema, OfferSchema } from '~/features/buyers/schemas'
import { formatSlot } from '~/features/buyers/tour-slots'
import { HouseIllustration } from '~/features/listings/house-illustration'
import {
  featureLabels, formatAddress, formatBaths, formatCount, formatDay, formatPrice, formatSaleDate, pricePerSqft, statusLabels,
} from '~/features/listings/listing'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { propertyTypeLabels } from '~/features/market/market-home'
import { ResultsMap } from '~/features/search/results-map'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter, retryAfterHeaders } from '~/platform/rate-limit.server'
import { ErrorSummary, summaryErrors } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { FieldError } from '~/ui/field-error'

const routeErrors: RouteErrors = { 404: { title: 'Home not found', links: [{ to: '/property-search', label: 'Back to search' }] } }

export const handle = { title: 'Home details' }
export const meta: MetaFunction<typeof loader> = ({ data: page, error }) =>
  page ? pageTitle(formatAddress(page.listing.address), { description: page.listing.description }) : errorMeta(error, routeErrors)
export const headers = headersWithRetryAfter

export async function loader({ request, params }: LoaderFunctionArgs) {
  return propertyPage(params.id ?? '', await getSessionUser(request))
}

export async function action({ request, params }: ActionFunctionArgs) {
  const listing = await findListing(params.id ?? '')
  const user = await requireUser(request)
  const outcome = await propertyAction(user, listing, await request.formData())
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined
    return data({ intent: outcome.intent, result: outcome.result }, { status: outcome.status, headers })
  }
  return redirectWithSuccess(outcome.redirectTo, outcome.toast)
}

export default function Property() {
  const { listing, saved, neighborhood, slots, signedIn, estimate } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const onMarket = listing.status !== 'sold'
  const here = `/property/${listing.id}`
  return (
    <article className="property">
      <header className="property__header">
        <p className={`listing-card__status listing-card__status--${listing.status}`}>{statusLabels[listing.status]}</p>
        <h1>{formatAddress(listing.address)}</h1>
        <p className="property__price">
          {formatPrice(listing.price)}{' '}
          <span className="property__ppsf">{formatPrice(pricePerSqft(listing))} per sq ft</span>
        </p>
        <p>{listing.status === 'sold' ? `Sold ${formatSaleDate(listing.soldAt)}` : `Demo list price, listed ${formatDay(listing.listedAt ?? listing.createdAt)}`}</p>
        <ErrorSummary errors={saveErrors(actionData)} />
        <Form method="post" className="property__save">
          <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
          <button type="submit" className="button button--secondary" aria-pressed={saved ? 'true' : 'false'}>
            {saved ? 'Saved — remove from saved homes' : 'Save this home'}
          </button>
        </Form>
      </header>

      <section aria-labelledby="gallery-title" className="property__gallery">
        <h2 id="gallery-title" className="visually-hidden">Pictures</h2>
        <HouseIllustration listing={listing} />
        <HouseIllustration listing={listing} view="side" />
        <p className="property__note">No photos are available for these homes: the pictures are illustrations drawn from the home&apos;s facts.</p>
      </section>

      <section aria-labelledby="facts-title">
        <h2 id="facts-title">Facts</h2>
        <table className="facts-table">
          <tbody>
            <tr><th scope="row">Type</th><td>{propertyTypeLabels[listing.propertyType]} ({listing.style})</td></tr>
            <tr><th scope="row">Bedrooms</th><td>{listing.beds}</td></tr>
            <tr><th scope="row">Bathrooms</th><td>{formatBaths(listing.baths)} ({listing.fullBaths} full, {listing.halfBaths} half)</td></tr>
            <tr><th scope="row">Living area</th><td>{formatCount(listing.sqft)} sq ft</td></tr>
            <tr><th scope="row">Lot</th><td>{formatCount(listing.lotSqft)} sq ft</td></tr>
            <tr><th scope="row">Built</th><td>{listing.yearBuilt}{listing.yearRemodeled > listing.yearBuilt ? `, remodeled ${listing.yearRemodeled}` : ''}</td></tr>
            <tr><th scope="row">Garage</th><td>{listing.garageSpaces > 0 ? `${listing.garageSpaces} car${listing.garageSpaces === 1 ? '' : 's'}` : 'None recorded'}</td></tr>
            <tr><th scope="row">Basement</th><td>{listing.basementSqft > 0 ? `${formatCount(listing.basementSqft)} sq ft` : 'None recorded'}</td></tr>
            <tr><th scope="row">Neighbourhood</th><td>{listing.neighborhood}</td></tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="about-title">
        <h2 id="about-title">About this home</h2>
        <p>{listing.description}</p>
        {listing.features.length > 0 ? (
          <ul className="feature-list" aria-label="Features">
            {listing.features.map((feature) => (
              <li key={feature}>{featureLabels[feature] ?? feature}</li>
            ))}
          </ul>
        ) : null}
        <p className="property__note">The street address is generated: the public data gives each home&apos;s location, not its address.</p>
      </section>

      <section aria-labelledby="map-title">
        <h2 id="map-title">Location</h2>
        <ResultsMap title={`Map of ${formatAddress(listing.address)}`} pins={[{ id: listing.id, lat: listing.lat, lng: listing.lng, label: formatAddress(listing.address), position: 1 }]} others={[]} />
      </section>

      <section aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <ul>
          <li>Sold {formatSaleDate(listing.soldAt)} for {formatPrice(listing.soldPrice)} (recorded sale)</li>
          {onMarket ? <li>Listed {formatDay(listing.listedAt ?? listing.createdAt)} at {formatPrice(listing.price)} (demo list price)</li> : null}
        </ul>
      </section>

      {neighborhood ? (
        <section aria-labelledby="neighborhood-title">
          <h2 id="neighborhood-title">{neighborhood.name}</h2>
          <p>
            {formatCount(neighborhood.sales)} recorded sales between {formatSaleDate(neighborhood.from)} and {formatSaleDate(neighborhood.to)}: median
            price {formatPrice(neighborhood.medianPrice)}, median {formatPrice(neighborhood.medianPricePerSqft)} per sq ft.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="estimate-title" className="property__estimate">
        <h2 id="estimate-title">Threshold estimate</h2>
        {estimate ? (
          <>
            <p className="property__price">{formatPrice(estimate.value)}</p>
            <p>
              80% likely between {formatPrice(estimate.low)} and {formatPrice(estimate.high)}. Estimated from {formatCount(estimate.sales)} recorded
              sales in Ames, 2006–2010, so in prices of that time; on held-out sales the median error is {(estimate.mdape * 100).toFixed(1)}%.
              An estimate, not an appraisal.
            </p>
            <ul className="link-list">
              <li>
                <Link to={`/detailed-ai-valuation/${listing.id}`}>The full valuation report: what moved the estimate, comparable sales</Link>
              </li>
              <li>
                <Link to={`/cma?home=${listing.id}`}>Choose the comparable sales yourself (CMA)</Link>
              </li>
            </ul>
          </>
        ) : (
          <p>The valuation model is not available right now.</p>
        )}
      </section>

      {signedIn ? null : (
        <p className="notice">
          <Link to={`/auth/login?redirectTo=${encodeURIComponent(here)}`}>Sign in</Link> to save this home, ask a question, book a tour or make an offer.
        </p>
      )}

      <AskForm result={actionData?.intent === 'ask' ? actionData.result : undefined} />
      {onMarket ? <TourForm slots={slots} result={actionData?.intent === 'tour' ? actionData.result : undefined} /> : null}
      {onMarket ? <OfferForm price={listing.price} result={actionData?.intent === 'offer' ? actionData.result : undefined} /> : null}
      <MarketAttribution />
    </article>
  )
}

// saving and removing have no fields: their refusals are the form's own
function saveErrors(actionData: { intent: string; result: SubmissionResult<string[]> } | undefined) {
  if (actionData?.intent !== 'save' && actionData?.intent !== 'unsave') return []
  return (actionData.result.error?.[''] ?? []).map((message) => ({ message }))
}

function AskForm({ result }: { result?: SubmissionResult<string[]> }) {
  const { defaultContact } = useLoaderData<typeof loader>()
  const [form, fields] = useForm({
    id: 'ask-form',
    lastResult: result,
    defaultValue: { ...defaultContact, message: '' },
    constraint: getZodConstraint(InquirySchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InquirySchema }),
  })
  return (
    <section aria-labelledby="ask-title" id="ask" className="property__form">
      <h2 id="ask-title">Ask a question</h2>
      <ErrorSummary errors={summaryErrors(form, [fields.name, fields.email, fields.message])} />
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <input type="hidden" name="intent" value="ask" />
        <Field meta={fields.name} label="Your name" autoComplete="name" />
        <Field meta={fields.email} label="Your email" type="email" autoComplete="email" />
        <div className={fields.message.errors ? 'field field--error' : 'field'}>
          <label htmlFor={fields.message.id}>Your question</label>
          <FieldError id={fields.message.errorId} error={fields.message.errors?.[0]} />
          <textarea {...getInputProps(fields.message, { type: 'text' })} rows={4} required={false} key={fields.message.key} />
        </div>
        <button type="submit" className="button button--primary">Send question</button>
      </Form>
    </section>
  )
}

function TourForm({ slots, result }: { slots: number[]; result?: SubmissionResult<string[]> }) {
  const error = result?.error?.slot?.[0] ?? result?.error?.['']?.[0]
  return (
    <section aria-labelledby="tour-title" id="tour" className="property__form">
      <h2 id="tour-title">Book a tour</h2>
      <ErrorSummary errors={error ? [{ message: error, fieldId: 'tour-slots' }] : []} />
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="tour" />
        <fieldset className={error ? 'field field--error' : 'field'} id="tour-slots" aria-describedby={error ? 'tour-error' : undefined}>
          <legend>Choose a time (Ames local time)</legend>
          <FieldError id="tour-error" error={error} />
          <div className="slot-grid">
            {slots.map((slot) => (
              <div className="choice" key={slot}>
                <input type="radio" id={`slot-${slot}`} name="slot" value={slot} />
                <label htmlFor={`slot-${slot}`}>{formatSlot(slot)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button--primary">Book tour</button>
      </Form>
    </section>
  )
}

function OfferForm({ price, result }: { price: number; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'offer-form',
    lastResult: result,
    defaultValue: { amount: String(price), financing: 'conventional' },
    constraint: getZodConstraint(OfferSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OfferSchema }),
  })
  return (
    <section aria-labelledby="offer-title" id="offer" className="property__form">
      <h2 id="offer-title">Make an offer</h2>
      <ErrorSummary errors={summaryErrors(form, [fields.amount, fields.financing, fields.closingDate])} />
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <input type="hidden" name="intent" value="offer" />
        <Field meta={fields.amount} label="Offer amount (USD)" inputMode="numeric" hint={`Asking ${formatPrice(price)}`} />
        <div className="field">
          <label htmlFor={fields.financing.id}>Financing</label>
          <FieldError id={fields.financing.errorId} error={fields.financing.errors?.[0]} />
          <select id={fields.financing.id} name={fields.financing.name} defaultValue={String(fields.financing.initialValue ?? 'conventional')}>
            {Object.entries(financingOptions).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend>Contingencies</legend>
          {Object.entries(contingencyOptions).map(([value, label]) => (
            <div className="choice" key={value}>
              <input type="checkbox" id={`contingency-${value}`} name="contingencies" value={value} />
              <label htmlFor={`contingency-${value}`}>{label}</label>
            </div>
          ))}
        </fieldset>
        <Field meta={fields.closingDate} label="Closing date" type="date" hint="At least 14 days from today" />
        <button type="submit" className="button button--primary">Submit offer</button>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
