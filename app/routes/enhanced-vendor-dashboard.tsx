import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { durationText, percentText } from '~/features/providers/vendor-stats'
import { vendorStatsFor } from '~/features/providers/vendor-stats.server'
import { VendorNav } from '~/features/providers/vendor-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { BarChart } from '~/ui/bar-chart'
import { formatDollars, formatNumber } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error) : pageTitle('Your business in figures')

// the signed-in vendor's own leads and jobs, counted
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  return vendorStatsFor(user.uid)
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`

export default function EnhancedVendorDashboard() {
  const { funnel, winRate, answered, medianResponseHours, revenueByMonth, booked } =
    useLoaderData<typeof loader>()
  const total = revenueByMonth.reduce((sum, month) => sum + month.revenue, 0)
  const best = revenueByMonth.reduce(
    (top, month) => (month.revenue > top.revenue ? month : top),
    revenueByMonth[0]!,
  )
  const count = (value: number) => ({ value, valueText: formatNumber(value) })
  return (
    <div className="dashboard stack">
      <h1>Your business in figures</h1>
      <VendorNav />
      <section aria-labelledby="funnel-title" className="stack">
        <h2 id="funnel-title">From lead to finished job</h2>
        {funnel.received === 0 ? (
          <p>
            No leads yet: when a buyer’s or seller’s request matches your services and area, it is
            counted here.
          </p>
        ) : null}
        <BarChart
          title="Lead funnel"
          labelHeading="Stage"
          valueHeading="Number"
          unit="Number of leads"
          empty="Nothing to chart yet: no leads have reached you."
          bars={[
            { label: 'Leads received', ...count(funnel.received) },
            { label: 'Quoted', ...count(funnel.quoted) },
            { label: 'Won', ...count(funnel.won) },
            { label: 'Jobs completed', ...count(funnel.completed) },
          ]}
        />
        <dl className="facts">
          <dt>Win rate</dt>
          <dd>
            {winRate === null
              ? 'No quotes sent yet: your win rate shows once you quote a lead.'
              : `${percentText(winRate)}: ${formatNumber(funnel.won)} of ${plural(funnel.quoted, 'quoted lead', 'quoted leads')} won`}
          </dd>
          <dt>Median response time</dt>
          <dd>
            {medianResponseHours === null
              ? 'No leads answered yet: the time from a lead arriving to your quote or decline shows once you answer one.'
              : `${durationText(medianResponseHours)} from a lead arriving to your quote or decline, over ${plural(answered, 'answered lead', 'answered leads')}`}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="revenue-title" className="stack">
        <h2 id="revenue-title">Revenue</h2>
        <p>
          A completed job counts at its quoted price in the month you marked it done, on Ames time
          (US Central).
        </p>
        {total === 0 ? (
          <p>
            No completed jobs in the last 12 months yet: mark a job done once the work is finished
            and its price is counted here.
          </p>
        ) : (
          <p>
            {formatDollars(total)} over the last 12 months; the best month was {best.label}, with{' '}
            {formatDollars(best.revenue)}.
          </p>
        )}
        <BarChart
          title="Revenue by month, last 12 months"
          labelHeading="Month"
          valueHeading="Revenue"
          unit="Revenue (US dollars)"
          tickText={formatDollars}
          empty="Nothing to chart yet: no completed jobs in the last 12 months."
          summary={`Revenue by month from ${revenueByMonth[0]!.label} to ${revenueByMonth.at(-1)!.label}: ${total === 0 ? 'none yet' : `${formatDollars(total)} in all, most in ${best.label} with ${formatDollars(best.revenue)}`}.`}
          bars={revenueByMonth.map((month) => ({
            label: month.label,
            value: month.revenue,
            valueText: formatDollars(month.revenue),
          }))}
        />
        <dl className="facts">
          <dt>Booked, not yet completed</dt>
          <dd>
            {booked.jobs === 0
              ? 'No booked jobs waiting.'
              : `${formatDollars(booked.value)} over ${plural(booked.jobs, 'job', 'jobs')}`}
          </dd>
        </dl>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
