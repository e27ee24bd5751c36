import { AggregateField, type Query } from 'firebase-admin/firestore'
import { appointments } from '~/core/data/appointments.server'
import type { Collection } from '~/core/data/collection.server'
import { inquiries } from '~/core/data/inquiries.server'
import { jobs } from '~/core/data/jobs.server'
import { leads } from '~/core/data/leads.server'
import { listings } from '~/core/data/listings.server'
import { offers } from '~/core/data/offers.server'
import { orders } from '~/core/data/orders.server'
import { quotes } from '~/core/data/quotes.server'
import { savedHomes } from '~/core/data/saved-homes.server'
import { serviceRequests } from '~/core/data/service-requests.server'
import { users } from '~/core/data/users.server'
import { pageViewCounts } from '~/features/analytics/page-view-counts.server'
import { addDays, marketDayStart } from '~/features/analytics/market-days'
import type { ListingStatus } from '~/features/listings/listing'
import type { OrderStatus } from '~/features/payments/orders.server'
import { timed } from '~/platform/http/server-timing.server'
import type { ReportRange } from './report-range'

export type Count = { label: string; value: number }
export type AnalyticsReport = {
  usersByRole: Count[]
  usersTotal: number
  signUps: Count[]
  listingsByStatus: Count[]
  buyerFunnel: Count[]
  serviceFunnel: Count[]
  ordersByStatus: Count[]
  revenueCents: number
  revenueByBucket: Count[]
  viewsByBucket: Count[]
  viewsByRoute: Count[]
}

const listingStatuses: Array<[ListingStatus, string]> = [
  ['active', 'For sale'],
  ['pending', 'Sale pending'],
  ['sold', 'Sold'],
  ['withdrawn', 'Withdrawn'],
]
const orderStatuses: Array<[OrderStatus, string]> = [
  ['paid', 'Paid'],
  ['pending', 'Pending'],
  ['failed', 'Failed'],
]
// every role a users/{uid} record can store: sign-up writes `user` ("I'm looking to buy or sell
// property") or `vendor`, the demo accounts and update-role write the others; any other value
// (an account made elsewhere) is counted as Other, so the bars add up to every account
const storedRoleLabels: Array<[string, string]> = [
  ['user', 'Buyers and sellers (signed up as “user”)'],
  ['buyer', 'Buyers'],
  ['seller', 'Sellers'],
  ['vendor', 'Service providers'],
  ['admin', 'Admins'],
]
export const otherRoleLabel = 'Other or none'

const count = async (query: Query) => (await query.count().get()).data().count

// [start, end) instants of a range of market days
const instants = (from: string, to: string) =>
  [marketDayStart(from), marketDayStart(addDays(to, 1))] as const
const within = (query: Query, field: string, from: string, to: string) => {
  const [start, end] = instants(from, to)
  return query.where(field, '>=', start).where(field, '<', end)
}

// every figure of the dashboard: aggregation queries (count, sum) and the page-view counters,
// run side by side; nothing reads every record (ADR 042)
export async function analyticsReport(range: ReportRange): Promise<AnalyticsReport> {
  return timed('firestore', async () => {
    const createdIn = (collection: Collection) =>
      within(collection.ref(), 'createdAt', range.from, range.to)
    const [
      usersByRole,
      usersTotal,
      signUps,
      listingsByStatus,
      buyerFunnelCounts,
      serviceFunnel,
      ordersByStatus,
      revenue,
      revenueByBucket,
      views,
    ] = await Promise.all([
      Promise.all(
        storedRoleLabels.map(async ([role, label]) => ({
          label,
          value: await count(users.ref().where('role', '==', role)),
        })),
      ),
      count(users.ref()),
      Promise.all(
        range.buckets.map(async (bucket) => ({
          label: bucket.label,
          value: await count(within(users.ref(), 'createdAt', bucket.from, bucket.to)),
        })),
      ),
      Promise.all(
        listingStatuses.map(async ([status, label]) => ({
          label,
          value: await count(listings.ref().where('status', '==', status)),
        })),
      ),
      Promise.all([
        count(createdIn(savedHomes)),
        count(createdIn(inquiries)),
        count(createdIn(appointments)),
        count(createdIn(offers)),
        count(
          within(offers.ref().where('status', '==', 'accepted'), 'createdAt', range.from, range.to),
        ),
      ]),
      Promise.all(
        (
          [
            [serviceRequests, 'Service requests'],
            [leads, 'Leads sent to providers'],
            [quotes, 'Quotes'],
            [jobs, 'Jobs booked'],
          ] as const
        ).map(async ([collection, label]) => ({
          label,
          value: await count(createdIn(collection)),
        })),
      ),
      Promise.all(
        orderStatuses.map(async ([status, label]) => ({
          label,
          value: await count(
            within(orders.ref().where('status', '==', status), 'createdAt', range.from, range.to),
          ),
        })),
      ),
      paidCents(range.from, range.to),
      Promise.all(
        range.buckets.map(async (bucket) => ({
          label: bucket.label,
          value: await paidCents(bucket.from, bucket.to),
        })),
      ),
      pageViewCounts(range.from, range.to),
    ])
    const [saves, questions, tours, offersMade, accepted] = buyerFunnelCounts
    const viewsTotal = views.reduce((sum, view) => sum + view.count, 0)
    const byRoute = new Map<string, number>()
    for (const view of views)
      byRoute.set(view.routeId, (byRoute.get(view.routeId) ?? 0) + view.count)
    const known = usersByRole.reduce((sum, row) => sum + row.value, 0)
    return {
      usersByRole: [
        ...usersByRole,
        { label: otherRoleLabel, value: Math.max(0, usersTotal - known) },
      ],
      usersTotal,
      signUps,
      listingsByStatus,
      buyerFunnel: [
        { label: 'Page views', value: viewsTotal },
        { label: 'Homes saved', value: saves },
        { label: 'Questions asked', value: questions },
        { label: 'Tours requested', value: tours },
        { label: 'Offers made', value: offersMade },
        { label: 'Offers accepted', value: accepted },
      ],
      serviceFunnel,
      ordersByStatus,
      revenueCents: revenue,
      revenueByBucket,
      viewsByBucket: range.buckets.map((bucket) => ({
        label: bucket.label,
        value: views
          .filter((view) => view.day >= bucket.from && view.day <= bucket.to)
          .reduce((sum, view) => sum + view.count, 0),
      })),
      viewsByRoute: [...byRoute]
        .map(([label, value]) => ({ label, value }))
        .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)),
    }
  })
}

async function paidCents(from: string, to: string): Promise<number> {
  const query = within(orders.ref().where('status', '==', 'paid'), 'paidAt', from, to)
  const snapshot = await query.aggregate({ cents: AggregateField.sum('amountCents') }).get()
  return snapshot.data().cents ?? 0
}
