import { jobs } from '~/core/data/jobs.server'
import { leads } from '~/core/data/leads.server'
import { vendorStats, type VendorStats } from './vendor-stats'

// a vendor's figures from its own leads and jobs, read by the vendor's uid only; equality-only
// queries, so no composite index, and only the fields the figures need
export async function vendorStatsFor(vendorUid: string, now = Date.now()): Promise<VendorStats> {
  const [ownLeads, ownJobs] = await Promise.all([
    leads.select(leads.ref().where('vendorUid', '==', vendorUid), [
      'status',
      'createdAt',
      'answeredAt',
    ]),
    jobs.select(jobs.ref().where('vendorUid', '==', vendorUid), ['status', 'price', 'completedAt']),
  ])
  return vendorStats(ownLeads, ownJobs, now)
}
