import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { categoryLabels } from '~/features/providers/categories'
import { paymentLabels, paymentState } from '~/features/providers/job'
import { RatingText } from '~/features/providers/provider-card'
import { formatDollars } from '~/features/providers/provider'
import { providersOwnedBy } from '~/features/providers/providers.server'
import { leadsFor } from '~/features/providers/service-requests.server'
import { jobsOf } from '~/features/providers/jobs.server'
import { formatSlot } from '~/core/tour-slots'
import { VendorNav } from '~/features/providers/vendor-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { clockParts } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error) : pageTitle('Vendor dashboard')

// a vendor's own businesses, the leads sent to them and their jobs, read by the vendor's uid only
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const [businesses, leads, jobs] = await Promise.all([
    providersOwnedBy(user.uid),
    leadsFor(user.uid),
    jobsOf(user.uid),
  ])
  const names = new Map(businesses.map((business) => [business.id, business.business]))
  const now = Date.now()
  return {
    businesses,
    leads: leads.map((lead) => ({ ...lead, business: names.get(lead.providerId) ?? '' })),
    // the vendor's own jobs (a vendor may also hire, as a client, on the same account)
    upcoming: jobs.filter(
      (job) => job.side === 'vendor' && job.status === 'booked' && job.startsAt >= now - 86_400_000,
    ),
    booked: jobs.filter((job) => job.side === 'vendor').length,
  }
}

const leadStatusText = {
  new: 'New: answer with a quote or decline',
  quoted: 'Quoted: waiting for the client',
  declined: 'Declined',
  won: 'Won',
  lost: 'Closed: the client chose another provider',
} as const

const when = (at: number) => {
  const moment = clockParts(at)
  return `${moment.shortMonth} ${moment.day}, ${moment.time} UTC`
}

export default function VendorDashboard() {
  const { businesses, leads, upcoming, booked } = useLoaderData<typeof loader>()
  const quoted = leads.filter(
    (lead) => lead.status === 'quoted' || lead.status === 'won' || lead.status === 'lost',
  ).length
  return (
    <div className="dashboard stack">
      <h1>Vendor dashboard</h1>
      <VendorNav />
      <dl className="figure-cards">
        <div className="figure-card">
          <dt>New leads</dt>
          <dd>{leads.filter((lead) => lead.status === 'new').length}</dd>
        </div>
        <div className="figure-card">
          <dt>Quotes sent</dt>
          <dd>{quoted}</dd>
        </div>
        <div className="figure-card">
          <dt>Jobs booked</dt>
          <dd>{booked}</dd>
        </div>
        <div className="figure-card">
          <dt>Rating</dt>
          <dd>
            {businesses[0] ? <RatingText reviews={businesses[0].reviews} /> : 'No business yet'}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="next-title" className="stack">
        <h2 id="next-title">Next appointments</h2>
        {upcoming.length === 0 ? (
          <p>
            None booked. A job is booked when a client accepts your quote; it appears here and in
            your <Link to="/appointments">appointments</Link>.
          </p>
        ) : (
          <ul className="card-list">
            {upcoming.map((job) => (
              <li key={job.id} className="card">
                <Link to={`/vendor/offer/accepted?${new URLSearchParams({ quote: job.quoteId })}`}>
                  {formatSlot(job.startsAt)}: {categoryLabels[job.category].toLowerCase()} in{' '}
                  {job.zip}
                </Link>{' '}
                · {formatDollars(job.price)} · {paymentLabels[paymentState(job)]}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="business-title" className="stack">
        <h2 id="business-title">Your business</h2>
        {businesses.length === 0 ? (
          <p>
            You have no business profile yet, so no leads can reach you.{' '}
            <Link to="/vendor-onboarding">Set up your business</Link>: it is listed as soon as you
            save.
          </p>
        ) : (
          <ul className="card-list">
            {businesses.map((business) => (
              <li key={business.id} className="card">
                <p>
                  <Link to={`/service-provider/${business.id}`}>{business.business}</Link> ·{' '}
                  <RatingText reviews={business.reviews} />
                </p>
              </li>
            ))}
          </ul>
        )}
        {businesses.length > 0 ? (
          <p>
            <Link to="/vendor-onboarding">Edit your business profile</Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="leads-title" className="stack">
        <h2 id="leads-title">
          Leads ({leads.length}, {leads.filter((lead) => lead.status === 'new').length} new)
        </h2>
        {leads.length === 0 ? (
          <p>
            No leads yet. When a buyer or seller’s request matches your services and area, it
            appears here and you get an e-mail.
          </p>
        ) : null}
        <ul className="card-list">
          {leads.map((lead) => (
            <li key={lead.id} className="card stack">
              <h3>
                <Link to={`/vendor/lead/${lead.id}`}>
                  {categoryLabels[lead.category]} in {lead.zip}
                </Link>
              </h3>
              <p>{leadStatusText[lead.status]}</p>
              <p>
                Received {when(lead.createdAt)}
                {lead.business ? ` for ${lead.business}` : ''} ·{' '}
                {lead.date ? `needed by ${lead.date}` : 'no date given'} ·{' '}
                {lead.budget ? `budget ${formatDollars(lead.budget)}` : 'no budget given'}
              </p>
              <blockquote>{lead.details}</blockquote>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
