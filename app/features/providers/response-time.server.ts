import { leads } from '~/core/data/leads.server'
import { providers } from '~/core/data/providers.server'
import { logger } from '~/platform/logger.server'
import { median, responseHours } from './vendor-stats'

// the provider's median time to answer, measured again from all its answered leads after it
// answers one, so the directory shows a figure only once there is one
export async function recordResponseTime(providerId: string): Promise<void> {
  const answered = await leads.select(leads.ref().where('providerId', '==', providerId), [
    'status',
    'createdAt',
    'answeredAt',
  ])
  const hours = responseHours(answered)
  try {
    await providers
      .doc(providerId)
      .update({ responseHours: median(hours), answeredLeads: hours.length })
  } catch (error) {
    logger.warn(
      { event: 'provider.response-time-not-recorded', providerId, err: error },
      'the provider’s response time was not updated',
    )
  }
}
