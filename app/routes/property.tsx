import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { messages } from '~/features/accounts/messages'
import { signInHref } from '~/features/accounts/sign-in-reasons'
import { getSessionUser } from '~/features/accounts/session.server'
import { propertyAction } from '~/features/buyers/property-actions.server'
import {
  savedHomesWriteCookie,
  savedHomesWriteOf,
} from '~/features/buyers/saved-homes-cookie.server'
import { findListing, propertyPage } from '~/features/buyers/property-page.server'
import { monthlyCostOf } from '~/features/buyers/monthly-cost.server'
import { MonthlyCostSection } from '~/features/buyers/monthly-cost-section'
import {
  homeActionOf,
  saveAfterSignInParam,
  signInToAct,
  type HomeAction,
} from '~/features/buyers/property-sign-in'
import { buyerMessages } from '~/features/buyers/messages'
import {
  contingencyOptions,
  financingOptions,
  InquirySchema,
  OfferSchema,
  SaveHomeSchema,
  TourSchema,
} from '~/features/buyers/schemas'
import { formatSlot } from '~/core/tour-slots'
import { HouseIllustration } from '~/features/listings/house-illustration'
import {
  featureLabels,
  formatAddress,
  formatBaths,
  formatCount,
  formatDay,
  formatPrice,
  formatSaleDate,
  priceSourceOf,
  pricePerSqft,
  statusLabels,
} from '~/features/listings/listing'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { PhotoGallery } from '~/features/listings/photo-gallery'
import { describedPhotos } from '~/features/listings/photo'
import { propertyTypeLabels } from '~/core/home'
import { homeMapSummary, mapStyleUrl } from '~/features/search/map-data.server'
import { ResultsMap } from '~/features/search/results-map'
import { MapView } from '~/features/search/map-view'
import type { PlanView } from '~/features/sellers/plan-checkout.server'
import { PlanPayment } from '~/features/sellers/plan-parts'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { newSubmissionId } from '~/platform/submission-id.server'
import { CheckboxGroup, RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary, useSummaryAction } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { Textarea } from '~/ui/form/textarea'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { ListingEstimate } from '~/features/valuation/listing-estimate'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: { title: 'Home not found', links: [{ to: '/property-search', label: 'Back to search' }] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  actionData,
  error,
}) =>
  page
    ? pageTitle(formatAddress(page.listing.address), {
        failed:
          isFailedReply(actionData?.result) || Object.keys(page.cost?.errors ?? {}).length > 0,
        description: page.listing.description,
      })
    : errorMeta(error, routeErrors)
export const headers = headersWithRetryAfter

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await propertyPage(
    params.id ?? '',
    await getSessionUser(request),
    savedHomesWriteOf(request),
  )
  const [name, value] = saveAfterSignInParam
  const query = new URL(request.url).searchParams
  // the monthly cost's GET form: its answers are in the address (ADR 069)
  const cost = monthlyCostOf(page.listing, query)
  // back from signing in to save: the toggle offers the save, one press away
  return data(
    {
      ...page,
      cost,
      offerSave: page.signedIn && !page.saved && query.get(name) === value,
      submissionId: page.signedIn ? newSubmissionId() : undefined,
      mapStyleUrl: mapStyleUrl(),
      mapSummary: homeMapSummary(page.listing),
    },
    { status: cost && Object.keys(cost.errors).length > 0 ? 400 : 200 },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const listing = await findListing(params.id ?? '')
  const user = await getSessionUser(request)
  const formData = await request.formData()
  if (!user) {
    // signed out: sign in first, told why, then back to the form that was pressed
    const act = homeActionOf(formData.get('intent'))
    throw redirect(act ? signInToAct(listing.id, act) : signInHref(`/property/${listing.id}`))
  }
  // Save and its removal, from this page or a listing card: on their schema like the other forms
  const intent = formData.get('intent')
  if (intent === 'save' || intent === 'unsave') {
    const submission = parseWithZod(formData, { schema: SaveHomeSchema })
    if (submission.status !== 'success')
      return answerFailedForm({ intent, result: submission.reply() }, { status: 400 })
  }
  const outcome = await propertyAction(user, listing, formData)
  if (!outcome.ok) {
    return answerFailedForm({ intent: outcome.intent, result: outcome.result }, outcome)
  }
  const headers = outcome.savedHomesWrite
    ? { 'Set-Cookie': savedHomesWriteCookie(outcome.savedHomesWrite) }
    : undefined
  return redirectWithSuccess(outcome.redirectTo, outcome.toast, { headers })
}

export default function Property() {
  const {
    listing,
    saved,
    neighborhood,
    slots,
    signedIn,
    valuation,
    isAdmin,
    offerSave,
    mapStyleUrl,
    mapSummary,
    own,
    ownPlan,
    demoSeller,
    cost,
  } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const onMarket = listing.status === 'active' || listing.status === 'pending'
  const here = `/property/${listing.id}`
  const photos = describedPhotos(listing.photos)
  return (
    <article className="property">
      <header className="property__header">
        <p className={`listing-card__status listing-card__status--${listing.status}`}>
          {statusLabels[listing.status]}
        </p>
        <h1>{formatAddress(listing.address)}</h1>
        <p className="property__price">
          {formatPrice(listing.price)}{' '}
          <span className="property__ppsf">{formatPrice(pricePerSqft(listing))} per sq ft</span>
        </p>
        <p>
          {listing.status === 'sold'
            ? `Sold ${formatSaleDate(listing.soldAt)}`
            : `${priceSourceOf(listing)}, listed ${formatDay(listing.listedAt ?? listing.createdAt)}`}
        </p>
        <SaveHomeForm
          saved={saved}
          offerSave={offerSave}
          reply={replyFor(actionData, 'save', 'unsave')}
        />
      </header>

      <section aria-labelledby="gallery-title" className="property__gallery">
        <h2 id="gallery-title" className="visually-hidden">
          {photos.length ? 'Photos' : 'Pictures'}
        </h2>
        {photos.length ? (
          <PhotoGallery photos={photos} />
        ) : (
          <>
            <HouseIllustration
              listing={listing}
              label={`Drawing of the front of ${formatAddress(listing.address)}, from its facts (not a photo)`}
            />
            <HouseIllustration
              listing={listing}
              view="side"
              label={`Drawing of the side of ${formatAddress(listing.address)}, from its facts (not a photo)`}
            />
            <p className="property__note">
              No photos are available for these homes: the pictures are illustrations drawn from the
              home&apos;s facts.
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="facts-title">
        <h2 id="facts-title">Facts</h2>
        <table className="facts-table">
          <caption className="visually-hidden">
            Facts about {formatAddress(listing.address)}
          </caption>
          <tbody>
            <tr>
              <th scope="row">Type</th>
              <td>
                {propertyTypeLabels[listing.propertyType]} ({listing.style})
              </td>
            </tr>
            <tr>
              <th scope="row">Bedrooms</th>
              <td>{listing.beds}</td>
            </tr>
            <tr>
              <th scope="row">Bathrooms</th>
              <td>
                {formatBaths(listing.baths)} ({listing.fullBaths} full, {listing.halfBaths} half)
              </td>
            </tr>
            <tr>
              <th scope="row">Living area</th>
              <td>{formatCount(listing.sqft)} sq ft</td>
            </tr>
            <tr>
              <th scope="row">Lot</th>
              <td>{formatCount(listing.lotSqft)} sq ft</td>
            </tr>
            <tr>
              <th scope="row">Built</th>
              <td>
                {listing.yearBuilt > 0 ? listing.yearBuilt : 'Not recorded'}
                {listing.yearRemodeled > listing.yearBuilt
                  ? `, remodeled ${listing.yearRemodeled}`
                  : ''}
              </td>
            </tr>
            <tr>
              <th scope="row">Garage</th>
              <td>
                {listing.garageSpaces > 0
                  ? `${listing.garageSpaces} car${listing.garageSpaces === 1 ? '' : 's'}`
                  : 'None recorded'}
              </td>
            </tr>
            <tr>
              <th scope="row">Basement</th>
              <td>
                {listing.basementSqft > 0
                  ? `${formatCount(listing.basementSqft)} sq ft`
                  : 'None recorded'}
              </td>
            </tr>
            <tr>
              <th scope="row">Neighborhood</th>
              <td>{listing.neighborhood}</td>
            </tr>
          </tbody>
        </table>
      </section>

      {cost ? <MonthlyCostSection view={cost} path={here} /> : null}

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
        {listing.source === 'idx' ? (
          <p className="property__note" id="listing-source">
            Listing information from {listing.feed}, imported by Threshold from the feed. Deemed
            reliable but not guaranteed.
          </p>
        ) : listing.addressGenerated ? (
          <p className="property__note">
            The street address is generated: the public data gives each home&apos;s location, not
            its address.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="map-title">
        <h2 id="map-title">Location</h2>
        <MapView
          id="home-map"
          homesUrl={null}
          neighborhoods
          styleUrl={mapStyleUrl}
          summary={mapSummary}
          search={null}
          marked={null}
          focus={{
            id: listing.id,
            lng: listing.lng,
            lat: listing.lat,
            label: formatAddress(listing.address),
          }}
          fallback={
            <ResultsMap
              title={`Map of ${formatAddress(listing.address)}`}
              caption="Map drawn from the home’s recorded coordinates."
              pins={[
                {
                  id: listing.id,
                  lat: listing.lat,
                  lng: listing.lng,
                  label: formatAddress(listing.address),
                  position: 1,
                },
              ]}
              others=""
              linked={false}
            />
          }
        />
      </section>

      <section aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <ul>
          {listing.soldAt > 0 ? (
            <li>
              Sold {formatSaleDate(listing.soldAt)} for {formatPrice(listing.soldPrice)} (recorded
              sale)
            </li>
          ) : null}
          {onMarket ? (
            <li>
              Listed {formatDay(listing.listedAt ?? listing.createdAt)} at{' '}
              {formatPrice(listing.price)} (
              {listing.source === 'seller'
                ? 'by its owner'
                : listing.source === 'idx'
                  ? `from ${listing.feed}`
                  : 'demo list price'}
              )
            </li>
          ) : null}
        </ul>
      </section>

      {neighborhood ? (
        <section aria-labelledby="neighborhood-title">
          <h2 id="neighborhood-title">{neighborhood.name}</h2>
          <p>
            {formatCount(neighborhood.sales)} recorded sales between{' '}
            {formatSaleDate(neighborhood.from)} and {formatSaleDate(neighborhood.to)}: median price{' '}
            {formatPrice(neighborhood.medianPrice)}, median{' '}
            {formatPrice(neighborhood.medianPricePerSqft)} per sq ft.
          </p>
        </section>
      ) : null}

      <ListingEstimate listingId={listing.id} valuation={valuation} canAddMarket={isAdmin} />

      <section aria-labelledby="experts-title">
        <h2 id="experts-title">Experts for this home</h2>
        <ul className="link-list">
          <li>
            <Link
              to={`/request-service?${new URLSearchParams({ listing: listing.id, category: 'inspector' })}`}
            >
              Ask inspectors for a quote on this home
            </Link>
          </li>
          <li>
            <Link
              to={`/request-service?${new URLSearchParams({ listing: listing.id, category: 'appraiser' })}`}
            >
              Ask appraisers for a quote
            </Link>
          </li>
          <li>
            <Link to="/service-experts">
              Every kind of expert: agents, lenders, attorneys and more
            </Link>
          </li>
        </ul>
      </section>

      {signedIn ? null : (
        <p className="notice">
          <Link to={signInHref(here)}>Sign in</Link> to save this home, ask a question, book a tour
          or make an offer.
        </p>
      )}

      {listing.sellerId ? null : (
        <p className="notice" id="no-seller">
          {listing.source === 'idx'
            ? buyerMessages.idxHere(listing.feed ?? 'its listing feed')
            : buyerMessages.noSellerHere}
        </p>
      )}
      {demoSeller && !own ? (
        <p className="notice" id="demo-seller">
          {buyerMessages.demoSellerHere}
        </p>
      ) : null}
      {own ? (
        <OwnListing
          listingId={listing.id}
          address={formatAddress(listing.address)}
          live={onMarket}
          status={statusLabels[listing.status]}
          plan={ownPlan}
          reply={replyFor(actionData, 'ask', 'tour', 'offer')}
        />
      ) : signedIn ? (
        <>
          <AskForm reply={replyFor(actionData, 'ask')} />
          {onMarket ? <TourForm slots={slots} reply={replyFor(actionData, 'tour')} /> : null}
          {onMarket ? (
            <OfferForm price={listing.price} reply={replyFor(actionData, 'offer')} />
          ) : null}
        </>
      ) : (
        (onMarket ? (['ask', 'tour', 'offer'] as const) : (['ask'] as const)).map((act) => (
          <SignInToAct key={act} listingId={listing.id} act={act} />
        ))
      )}
      {listing.source === 'idx' ? null : <MarketAttribution />}
    </article>
  )
}

// the seller's photos: the first large across the page, the others beside each other
// the seller's own home: what they can do with it and where its plan stands, instead of the
// buyers' forms (a question, tour or offer to themselves is refused, and the refusal shows here)
function OwnListing({
  listingId,
  address,
  live,
  status,
  plan,
  reply,
}: {
  listingId: string
  address: string
  live: boolean
  status: string
  plan: PlanView | null
  reply?: FormReply
}) {
  const actions = buyerMessages.ownListingActions
  return (
    <section aria-labelledby="own-title" id="own-listing" className="property__form stack">
      <h2 id="own-title">{buyerMessages.ownListingTitle}</h2>
      <ErrorSummary formId="own-listing" reply={reply} />
      <p className="notice">
        {live ? buyerMessages.ownListingLive : buyerMessages.ownListingNotLive(status)}
      </p>
      <ul className="link-list">
        {live ? (
          <li>
            <Link to={`/seller/dashboard/listings/${listingId}/edit`}>{actions.edit}</Link>
          </li>
        ) : null}
        <li>
          <Link to={`/seller/dashboard/listings/${listingId}/photos`}>{actions.photos}</Link>
        </li>
        <li>
          <Link to="/seller/dashboard/inquiries">{actions.inquiries}</Link>
        </li>
        <li>
          <Link to={`/seller/optimize-listing/${listingId}`}>{actions.score}</Link>
        </li>
        <li>
          <Link to={`/generate-marketing-materials/${listingId}`}>{actions.materials}</Link>
        </li>
        <li>
          <Link to="/seller-dashboard-authentic">{actions.dashboard}</Link>
        </li>
      </ul>
      {plan ? (
        <>
          <h3>{buyerMessages.ownListingPlan}</h3>
          <PlanPayment listingId={listingId} address={address} plan={plan} />
        </>
      ) : null}
    </section>
  )
}

// the page's forms share one action; each shows the reply to its own intent
// the page's Save toggle; a refusal (the saved-homes limit, the budget) is shown above it
function SaveHomeForm({
  saved,
  offerSave,
  reply,
}: {
  saved: boolean
  offerSave: boolean
  reply: FormReply | undefined
}) {
  const [form] = useSchemaForm({ id: 'save-home', schema: SaveHomeSchema, reply })
  return (
    <>
      <ErrorSummary formId="save-home" reply={reply} />
      <Form method="post" className="property__save" {...getFormProps(form)}>
        {offerSave ? <p className="notice">{buyerMessages.saveAfterSignIn}</p> : null}
        <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
        {/* a toggle keeps its name; aria-pressed says whether it is on */}
        <StatusButton
          className="button button--secondary button--toggle"
          aria-pressed={saved ? 'true' : 'false'}
          label="Save this home"
          pendingLabel="Saving..."
        />
      </Form>
    </>
  )
}

function replyFor(
  actionData: { intent: string; result: FormReply } | undefined,
  ...intents: string[]
) {
  return actionData && intents.includes(actionData.intent) ? actionData.result : undefined
}

const formHeadings: Record<Exclude<HomeAction, 'save'>, string> = {
  ask: 'Ask a question',
  tour: 'Book a tour',
  offer: 'Make an offer',
}

// signed out, a form's place holds its heading and the way to sign in, so nobody types text that
// signing in would lose
function SignInToAct({ listingId, act }: { listingId: string; act: Exclude<HomeAction, 'save'> }) {
  return (
    <section aria-labelledby={`${act}-title`} id={act} className="property__form">
      <h2 id={`${act}-title`}>{formHeadings[act]}</h2>
      <p>
        <Link to={signInToAct(listingId, act)}>{messages.signInReasons[act]}</Link>
      </p>
    </section>
  )
}

function AskForm({ reply }: { reply?: FormReply }) {
  const { defaultContact } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm({
    id: 'ask-form',
    schema: InquirySchema,
    reply,
    defaultValue: { ...defaultContact, message: '' },
  })
  const action = useSummaryAction(form.id)
  const labels = { name: 'Your name', email: 'Your email', message: 'Your question' }
  return (
    <section aria-labelledby="ask-title" id="ask" className="property__form">
      <h2 id="ask-title">{formHeadings.ask}</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.name, label: labels.name },
          { field: fields.email, label: labels.email },
          { field: fields.message, label: labels.message },
        ]}
      />
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="ask" />
        <SubmissionIdField id={useLoaderData<typeof loader>().submissionId} />
        <TextField field={fields.name} label={labels.name} autoComplete="name" />
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" />
        <Textarea field={fields.message} label={labels.message} />
        <StatusButton label="Send question" pendingLabel="Sending..." />
      </Form>
    </section>
  )
}

function TourForm({ slots, reply }: { slots: number[]; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({ id: 'tour-form', schema: TourSchema, reply })
  const action = useSummaryAction(form.id)
  const legend = 'Choose a time (Ames local time)'
  return (
    <section aria-labelledby="tour-title" id="tour" className="property__form">
      <h2 id="tour-title">{formHeadings.tour}</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.slot, label: 'Time' }]}
      />
      <Form method="post" action={action} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="tour" />
        <SubmissionIdField id={useLoaderData<typeof loader>().submissionId} />
        <RadioGroup
          field={fields.slot}
          legend={legend}
          options={slots.map((slot) => [String(slot), formatSlot(slot)] as const)}
          choicesClassName="slot-grid"
        />
        <StatusButton label="Book tour" pendingLabel="Booking..." />
      </Form>
    </section>
  )
}

function OfferForm({ price, reply }: { price: number; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'offer-form',
    schema: OfferSchema,
    reply,
    defaultValue: { amount: String(price), financing: 'conventional' },
  })
  const action = useSummaryAction(form.id)
  const labels = {
    amount: 'Offer amount (USD)',
    financing: 'Financing',
    contingencies: 'Contingencies',
    closingDate: 'Closing date',
  }
  return (
    <section aria-labelledby="offer-title" id="offer" className="property__form">
      <h2 id="offer-title">{formHeadings.offer}</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.amount, label: labels.amount },
          { field: fields.financing, label: labels.financing },
          { field: fields.contingencies, label: labels.contingencies },
          { field: fields.closingDate, label: labels.closingDate },
        ]}
      />
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="offer" />
        <SubmissionIdField id={useLoaderData<typeof loader>().submissionId} />
        <TextField
          field={fields.amount}
          label={labels.amount}
          inputMode="numeric"
          hint={`Asking ${formatPrice(price)}`}
        />
        <Select
          field={fields.financing}
          label={labels.financing}
          options={Object.entries(financingOptions)}
        />
        <CheckboxGroup
          field={fields.contingencies}
          legend={labels.contingencies}
          options={Object.entries(contingencyOptions)}
        />
        <TextField
          field={fields.closingDate}
          label={labels.closingDate}
          type="date"
          hint="At least 14 days from today"
        />
        <StatusButton label="Submit offer" pendingLabel="Sending..." />
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
