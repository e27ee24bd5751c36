import { db } from '~/platform/firebase.server'
import { vendorStats, type StatsJob, type StatsLead, type VendorStats } from './vendor-stats'

// a vendor's figures from its own leads and jobs, read by the vendor's uid only; equality-only
// queries, so no composite index, and only the fields the figures need
export async function vendorStatsFor(vendorUid: string, now = Date.now()): Promise<VendorStats> {
  const [leads, jobs] = await Promise.all([
    db()
      .collection('leads')
      .where('vendorUid', '==', vendorUid)
      .select('status', 'createdAt', 'answeredAt')
      .get(),
    db()
      .collection('jobs')
      .where('vendorUid', '==', vendorUid)
      .select('status', 'price', 'completedAt')
      .get(),
  ])
  return vendorStats(
    leads.docs.map((doc) => doc.data() as StatsLead),
    jobs.docs.map((doc) => doc.data() as StatsJob),
    now,
  )
}
