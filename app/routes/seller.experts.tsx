import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { statusLabels } from '~/features/listings/listing'
import { sellerExpertsPage } from '~/features/sellers/sections.server'
import { ListingCards } from '~/features/sellers/listing-cards'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error) : pageTitle('Your experts')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return sellerExpertsPage(user.uid)
}

type Plan = { name: string; price: string; summary: string; paid: boolean } | null

function PlanFacts({ plan }: { plan: Plan }) {
  if (!plan) return <p>No plan chosen.</p>
  return (
    <>
      <p>
        <strong>{plan.name}</strong> · {plan.price}
      </p>
      <p>{plan.summary}</p>
      {plan.paid ? (
        <p>
          The expert who takes this sale is assigned at checkout, which opens with Threshold’s
          marketplace; nothing has been charged.
        </p>
      ) : null}
    </>
  )
}

export default function SellerExperts() {
  const { listings, draft } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Your experts</h1>
      <SellerNav />
      <p className="lead">
        How each of your homes is being sold: on your own, with an expert on call, or with full
        service.
      </p>
      <p>
        Need a photographer, a stager, an attorney or a title company?{' '}
        <Link to="/service-experts?category=photographer">Find an expert and ask for quotes</Link>.
      </p>
      {listings.length === 0 && !draft ? (
        <p>
          No listings yet. You choose how to sell in the listing flow’s plan step.{' '}
          <Link to="/seller-flow">List your home</Link>.
        </p>
      ) : null}
      {draft ? (
        <section aria-labelledby="draft-plan-title" className="card stack">
          <h2 id="draft-plan-title">
            Your listing in progress{draft.address ? `: ${draft.address}` : ''}
          </h2>
          <PlanFacts plan={draft.plan} />
          <p>
            <Link to="/seller-flow/plan">{draft.plan ? 'Change the plan' : 'Choose a plan'}</Link>
          </p>
        </section>
      ) : null}
      {listings.length > 0 ? (
        <ListingCards listings={listings}>
          {(listing) => (
            <>
              <p>{statusLabels[listing.status]}</p>
              <PlanFacts plan={listing.plan} />
            </>
          )}
        </ListingCards>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
