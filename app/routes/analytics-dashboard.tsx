import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form } from '@remix-run/react'
import { useMemo } from 'react'
import { requireRole } from '~/features/accounts/session.server'
import { analyticsReport, type Count } from '~/features/admin/analytics-report.server'
import { adminMessages } from '~/features/admin/messages'
import { parseReportRange } from '~/features/admin/report-range'
import { marketDayOf } from '~/features/analytics/market-days'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { BarChart } from '~/ui/bar-chart'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, replyOf } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { formatDollars, formatNumber } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error, data }) =>
  error
    ? errorMeta(error)
    : pageTitle(adminMessages.analyticsTitle, {
        failed: data ? Object.keys(data.errors).length > 0 : false,
      })

// admins only (the stored role, checked on the server); the range is a GET form
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin')
  const { range, errors, fields } = parseReportRange(
    new URL(request.url).searchParams,
    marketDayOf(Date.now()),
  )
  return {
    range: { from: range.from, to: range.to, days: range.days, grain: range.grain },
    errors,
    fields,
    report: await analyticsReport(range),
  }
}

const grainWords = { day: 'day', week: 'week', month: 'month' } as const

export default function AnalyticsDashboard() {
  const { range, errors, fields, report } = useLoaderData<typeof loader>()
  const reply = useMemo(() => replyOf(errors), [errors])
  const from = pageField('range', 'from', {
    value: errors.from ? (fields.from ?? '') : range.from,
    error: errors.from,
  })
  const to = pageField('range', 'to', {
    value: errors.to ? (fields.to ?? '') : range.to,
    error: errors.to,
  })
  const counts = (items: Count[]) =>
    items.map((item) => ({
      label: item.label,
      value: item.value,
      valueText: formatNumber(item.value),
    }))
  const money = (items: Count[]) =>
    items.map((item) => ({
      label: item.label,
      value: item.value,
      valueText: formatDollars(item.value / 100),
    }))
  const span = `${range.from} to ${range.to}`
  const paid = report.ordersByStatus.find((order) => order.label === 'Paid')?.value ?? 0
  return (
    <div className="dashboard stack">
      <h1>{adminMessages.analyticsTitle}</h1>
      <p className="lead">{adminMessages.analyticsLead}</p>
      <ErrorSummary
        formId="range"
        reply={reply}
        fields={[
          { field: from, label: 'From' },
          { field: to, label: 'To' },
        ]}
      />
      <Form method="get" id="range" className="stack" aria-label="Date range">
        <TextField field={from} label="From" type="date" hint="The first day, like 2026-11-20" />
        <TextField field={to} label="To" type="date" hint="The last day, included" />
        <button type="submit" className="button button--primary">
          Show
        </button>
      </Form>
      <p>
        Showing {formatNumber(range.days)} {range.days === 1 ? 'day' : 'days'}, {span}, by{' '}
        {grainWords[range.grain]}. {adminMessages.sources}
      </p>

      <section aria-labelledby="funnel-title" className="stack">
        <h2 id="funnel-title">Buyers: from page view to accepted offer</h2>
        <p>{adminMessages.funnelNote}</p>
        <BarChart
          title={`Buyer funnel, ${span}`}
          labelHeading="Step"
          valueHeading="Number"
          bars={counts(report.buyerFunnel)}
        />
      </section>

      <section aria-labelledby="services-title" className="stack">
        <h2 id="services-title">Services: from request to job</h2>
        <BarChart
          title={`Service funnel, ${span}`}
          labelHeading="Step"
          valueHeading="Number"
          bars={counts(report.serviceFunnel)}
        />
      </section>

      <section aria-labelledby="orders-title" className="stack">
        <h2 id="orders-title">Orders and revenue</h2>
        <p>
          {formatDollars(report.revenueCents / 100)} paid in {formatNumber(paid)}{' '}
          {paid === 1 ? 'order' : 'orders'} made in these days (revenue counts each paid order on
          the day it was paid).
        </p>
        <BarChart
          title={`Orders by status, ${span}`}
          labelHeading="Status"
          valueHeading="Orders"
          bars={counts(report.ordersByStatus)}
        />
        <BarChart
          title={`Revenue by ${grainWords[range.grain]}`}
          labelHeading={grainWords[range.grain]}
          valueHeading="Revenue"
          unit="Revenue (US dollars)"
          tickText={(cents) => formatDollars(cents / 100)}
          bars={money(report.revenueByBucket)}
        />
      </section>

      <section aria-labelledby="users-title" className="stack">
        <h2 id="users-title">Users</h2>
        <p>
          {formatNumber(report.usersTotal)} {report.usersTotal === 1 ? 'account' : 'accounts'} in
          all; every account is counted once, by the role it has stored.
        </p>
        <BarChart
          title="Users by stored role (all time)"
          labelHeading="Role"
          valueHeading="Users"
          bars={counts(report.usersByRole)}
        />
        <BarChart
          title={`Sign-ups by ${grainWords[range.grain]}`}
          labelHeading={grainWords[range.grain]}
          valueHeading="Sign-ups"
          bars={counts(report.signUps)}
        />
      </section>

      <section aria-labelledby="listings-title" className="stack">
        <h2 id="listings-title">Listings by status (now)</h2>
        <BarChart
          title="Listings by status"
          labelHeading="Status"
          valueHeading="Listings"
          bars={counts(report.listingsByStatus)}
        />
      </section>

      <section aria-labelledby="views-title" className="stack">
        <h2 id="views-title">Page views</h2>
        {report.viewsByRoute.length === 0 ? <p>{adminMessages.noViews}</p> : null}
        <BarChart
          title={`Page views by ${grainWords[range.grain]}`}
          labelHeading={grainWords[range.grain]}
          valueHeading="Views"
          bars={counts(report.viewsByBucket)}
        />
        {report.viewsByRoute.length > 0 ? (
          <BarChart
            title={`Page views by page, ${span}`}
            labelHeading="Page (route id)"
            valueHeading="Views"
            bars={counts(report.viewsByRoute.slice(0, 25))}
          />
        ) : null}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
