import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { categoryLabels } from '~/features/providers/categories'
import { formatDollars } from '~/features/providers/provider'
import { acceptedJob } from '~/features/providers/quotes.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

const routeErrors: RouteErrors = { 404: { title: 'Job not found', links: [{ to: '/vendor-dashboard', label: 'Your leads' }] } }

export const meta: PageMetaFunction<typeof loader> = ({ error }) => (error ? errorMeta(error, routeErrors) : pageTitle('Quote accepted'))

// the job a vendor won: for that vendor only, and only once the client accepted
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  return acceptedJob(user.uid, new URL(request.url).searchParams.get('quote') ?? '')
}

export default function VendorOfferAccepted() {
  const { quote, lead, client } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Quote accepted</h1>
      <p className="lead">
        {client.name || 'The client'} accepted your quote of {formatDollars(quote.price)} for {categoryLabels[lead.category].toLowerCase()} work in {lead.zip}.
      </p>
      <dl className="facts">
        <dt>Client</dt>
        <dd>{client.name || 'Name not given'}</dd>
        <dt>E-mail</dt>
        <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : 'Not given'}</dd>
        <dt>Earliest start you quoted</dt>
        <dd>{quote.startDate}</dd>
        <dt>What you quoted for</dt>
        <dd>{quote.includes}</dd>
        <dt>What the client needs</dt>
        <dd>{lead.details}</dd>
      </dl>
      <p>Agree the appointment with the client by e-mail; booking it on Threshold, with a calendar file for both of you, is being built.</p>
      <p>
        <Link to="/vendor-dashboard">Back to your leads</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
