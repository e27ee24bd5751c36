import { env } from '~/platform/env.server'
import { createRateLimit } from '~/platform/rate-limit.server'

// anyone may report page views, so one address may report only as many as a person browsing could
const reportsPerAddress = createRateLimit({
  name: 'page-view-reports-per-address',
  points: env().EVENTS_PER_ADDRESS,
  seconds: 60,
})

export const pageViewReportLimit = (clientIp: string) => reportsPerAddress.consume(clientIp)
