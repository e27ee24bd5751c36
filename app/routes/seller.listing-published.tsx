import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { formatAddress, statusLabels } from '~/features/listings/listing'
import { planMessages, sellerMessages } from '~/features/sellers/messages'
import { ownListing, payListingPlan, planViewOf } from '~/features/sellers/plan-checkout.server'
import { PlanPayment } from '~/features/sellers/plan-parts'
import { PayPlanSchema } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { expectedError } from '~/platform/http/expected-error'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: {
    title: 'Listing not found',
    links: [{ to: '/seller/dashboard/listings', label: 'Back to your listings' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error || !page
    ? errorMeta(error, routeErrors)
    : pageTitle(page.live ? `${planMessages.publishedTitle}: ${page.address}` : page.address, {
        failed: Boolean(actionData?.message),
      })
export const headers = headersWithRetryAfter

// the page Publish lands on, and the plan's checkout comes back to: only the listing's seller
// sees it; another account's listing and one that is not there are the same 404
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const listing = await ownListing(user.uid, params.listingId ?? '')
  return {
    id: listing.id,
    address: formatAddress(listing.address),
    status: statusLabels[listing.status],
    live: listing.status === 'active' || listing.status === 'pending',
    photos: listing.photos?.length ?? 0,
    plan: planViewOf(listing),
  }
}

// Pay: the plan's order for this listing and its checkout (the dashboard's Pay posts here too)
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseWithZod(await request.formData(), { schema: PayPlanSchema })
  // a post that is not Pay is not this page's: the error page says so
  if (submission.status !== 'success') throw expectedError(400, sellerMessages.actionUnavailable)
  const outcome = await payListingPlan(user, params.listingId ?? '', new URL(request.url).origin)
  if (outcome.ok) throw redirect(outcome.url, 303)
  return answerFailedForm({ message: outcome.message }, outcome)
}

export default function ListingPublished() {
  const { id, address, status, live, photos, plan } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()
  return (
    <div className="stack">
      <h1>{live ? planMessages.publishedTitle : planMessages.notLiveTitle}</h1>
      <p className="lead" role="status">
        {live ? planMessages.publishedLead(address) : planMessages.notLiveLead(address, status)}
      </p>
      <ul className="link-list">
        <li>
          <Link to={`/property/${id}`}>{planMessages.publicPage}</Link>
        </li>
        <li>
          <Link to="/seller-dashboard-authentic">{planMessages.dashboard}</Link>
        </li>
      </ul>
      {plan ? (
        <section aria-labelledby="plan-title" className="card stack">
          <h2 id="plan-title">{planMessages.planHeading}</h2>
          {refusal ? (
            <p role="alert" className="field__error">
              {refusal.message}
            </p>
          ) : null}
          <PlanPayment listingId={id} address={address} plan={plan} />
        </section>
      ) : null}
      <section aria-labelledby="next-title" className="stack">
        <h2 id="next-title">{planMessages.nextHeading}</h2>
        <ul className="link-list">
          <li>
            <Link to={`/seller/dashboard/listings/${id}/photos`}>{planMessages.addPhotos}</Link>
            {photos > 0 ? ` (${photos} now)` : null}
          </li>
          <li>
            <Link to={`/seller/optimize-listing/${id}`}>{planMessages.score}</Link>
          </li>
          <li>
            <Link to={`/generate-marketing-materials/${id}`}>{planMessages.materials}</Link>
          </li>
          <li>
            <Link to="/seller/dashboard/inquiries">{planMessages.inquiries}</Link>
          </li>
        </ul>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
