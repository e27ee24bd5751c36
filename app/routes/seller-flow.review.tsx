import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import {
  featureLabels,
  formatAddress,
  formatBaths,
  formatCount,
  formatPrice,
} from '~/features/listings/listing'
import { photoDimensions, photoUrl } from '~/features/listings/photo'
import { propertyTypeLabels } from '~/core/home'
import { StepHeader } from '~/features/sellers/flow-parts'
import { flowStep, flowUser } from '~/features/sellers/flow-page.server'
import { stepPath, type FlowStep } from '~/features/sellers/flow-steps'
import { flowMessages, planMessages } from '~/features/sellers/messages'
import { planDueToday } from '~/features/payments/catalog'
import { payListingPlan } from '~/features/sellers/plan-checkout.server'
import { planById, planPriceLabel, publishedPath } from '~/core/plans'
import { publishDraft } from '~/features/sellers/publish.server'
import { agentLabels, homeStyles, PublishSchema, timingLabels } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithError, redirectWithSuccess } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Review and publish'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, headers } = await flowStep(request, 'review')
  const { intent, property, details, price, photos, listingId } = draft
  const plan = planById(draft.plan)!
  return data(
    {
      intent: intent!,
      property: property!,
      details: details!,
      price: price!,
      photos,
      plan,
      dueToday: planDueToday(plan),
      listingId: listingId ?? null,
    },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  // not guarded by the draft: a second press comes after the first cleared it (publishDraft decides)
  const user = await flowUser(request, 'review')
  const submission = parseWithZod(await request.formData(), { schema: PublishSchema })
  if (submission.status !== 'success') throw expectedError(400, flowMessages.nothingToPublish)
  const outcome = await publishDraft(user, submission.value.listingId)
  // no draft to publish (nor a listing of this account's): the page has nothing to show, so the error page says so
  if (!outcome.ok && outcome.nothingToPublish) throw expectedError(outcome.status, outcome.message)
  if (!outcome.ok) {
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      outcome,
    )
  }
  // Publish lands on the page that says the home is live; a plan with a price goes to its checkout
  // first, which comes back there (paid or not, the listing is live)
  const path = publishedPath(outcome.listingId)
  const plan = planById(outcome.plan)
  if (plan && planDueToday(plan) > 0) {
    const checkout = await payListingPlan(user, outcome.listingId, new URL(request.url).origin)
    if (checkout.ok) throw redirect(checkout.url, 303)
    return redirectWithError(path, planMessages.checkoutNotStarted(checkout.message))
  }
  return redirectWithSuccess(path, flowMessages.published(`/property/${outcome.listingId}`))
}

function Change({ step, what }: { step: FlowStep; what: string }) {
  return (
    <Link to={stepPath(step)}>
      Change<span className="visually-hidden"> {what}</span>
    </Link>
  )
}

export default function SellerFlowReview() {
  const { intent, property, details, price, photos, plan, dueToday, listingId } =
    useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()?.result
  const [form] = useSchemaForm({ id: 'publish', schema: PublishSchema, reply: result })
  return (
    <div className="stack seller-flow">
      <StepHeader step="review" title={title}>
        <p className="lead">
          Check everything buyers will see. Publish puts your home on the market at once; you can
          change it later from your dashboard.
        </p>
      </StepHeader>
      <ErrorSummary formId={form.id} reply={result} />
      <section aria-labelledby="review-intent" className="stack">
        <h2 id="review-intent">Why and when</h2>
        <p>
          {timingLabels[intent.timing]}. {agentLabels[intent.agent]}.{' '}
          <Change step="intent" what="why and when" />
        </p>
      </section>
      <section aria-labelledby="review-property" className="stack">
        <h2 id="review-property">Property</h2>
        <p>
          {formatAddress(property.address)}, in {property.neighborhood.replace(/_/g, ' ')}.{' '}
          <Change step="property" what="the property" />
        </p>
      </section>
      <section aria-labelledby="review-details" className="stack">
        <h2 id="review-details">Details</h2>
        <dl className="review-list">
          <dt>Type</dt>
          <dd>
            {propertyTypeLabels[details.propertyType]},{' '}
            {homeStyles[details.style].label.toLowerCase()}
          </dd>
          <dt>Rooms</dt>
          <dd>
            {details.beds} bedrooms, {formatBaths(details.fullBaths + details.halfBaths / 2)}{' '}
            bathrooms ({details.fullBaths} full, {details.halfBaths} half)
          </dd>
          <dt>Size</dt>
          <dd>
            {formatCount(details.sqft)} sq ft living area, {formatCount(details.lotSqft)} sq ft lot,{' '}
            {formatCount(details.basementSqft)} sq ft basement
          </dd>
          <dt>Built</dt>
          <dd>{details.yearBuilt}</dd>
          <dt>Garage</dt>
          <dd>
            {details.garageSpaces === 0
              ? 'None'
              : `${details.garageSpaces} car${details.garageSpaces === 1 ? '' : 's'}`}
          </dd>
          <dt>Features</dt>
          <dd>
            {details.features.length > 0
              ? details.features.map((feature) => featureLabels[feature]).join(', ')
              : 'None chosen'}
          </dd>
          <dt>Description</dt>
          <dd className="review-description">{details.description}</dd>
        </dl>
        <p>
          <Change step="details" what="the details" />
        </p>
      </section>
      <section aria-labelledby="review-photos" className="stack">
        <h2 id="review-photos">Photos</h2>
        {photos.length > 0 ? (
          <ul className="review-photos">
            {photos.map((photo) => {
              const size = photoDimensions(photo, 'small')
              return (
                <li key={photo.id}>
                  <img
                    src={photoUrl(photo, 'small')}
                    alt={photo.alt}
                    width={size.width}
                    height={size.height}
                    className="photo-list__image"
                  />
                </li>
              )
            })}
          </ul>
        ) : (
          <p>No photos. Listings with photos get more attention.</p>
        )}
        <p>
          <Change step="photos" what="the photos" />
        </p>
      </section>
      <section aria-labelledby="review-price" className="stack">
        <h2 id="review-price">Price</h2>
        <p>
          Asking {formatPrice(price.askingPrice)}. <Change step="price" what="the price" />
        </p>
      </section>
      <section aria-labelledby="review-plan" className="stack">
        <h2 id="review-plan">Plan</h2>
        <p>
          {plan.name}: {planPriceLabel(plan)}. <Change step="plan" what="the plan" />
        </p>
        <p>
          {dueToday > 0
            ? planMessages.reviewPaid(formatDollars(dueToday))
            : planMessages.reviewFree}
        </p>
      </section>
      <Form method="post" {...getFormProps(form)} className="flow-buttons">
        <Link to={stepPath('plan')}>Back</Link>
        {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
        <StatusButton label="Publish" pendingLabel="Publishing..." />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
