import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { DashboardListings } from '~/features/sellers/dashboard-listings'
import { demoSellerDashboard } from '~/features/sellers/demo-dashboard.server'
import { pageTitle } from '~/features/shell/page-title'

export const meta: MetaFunction = () => pageTitle('Seller dashboard demo')

export function loader() {
  return demoSellerDashboard()
}

// read-only and signed out: no forms, nothing that writes
export default function SellerDashboardDemo() {
  const { listings } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Seller dashboard demo</h1>
      <p className="lead">
        Demo data: what a seller with two homes on Threshold sees. The homes are real Ames listings;
        their views, saves, questions, tours and offers are made up. Nothing here can be changed.
      </p>
      <p>
        <Link className="button button--primary" to="/seller-flow">
          List your home
        </Link>
      </p>
      <DashboardListings
        listings={listings}
        linkSteps={false}
        listingsTitle="The demo seller’s listings"
      />
    </div>
  )
}
