import { queueMail } from '~/features/accounts/mailbox.server'
import { composeLetter, type Letter } from '~/features/sellers/notify.server'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'

// what a vendor can turn off in /vendor/settings; clients always hear about their own requests
export const vendorMailTopics = { leads: 'New leads', jobs: 'Accepted and closed quotes, finished jobs and reviews' } as const
export type VendorMailTopic = keyof typeof vendorMailTopics
export type VendorMailChoices = Record<VendorMailTopic, boolean>

// users/{uid}.vendorMail: every topic on unless turned off
export function vendorMailChoicesOf(stored: unknown): VendorMailChoices {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  return { leads: given.leads !== false, jobs: given.jobs !== false }
}

// a service marketplace message to one person (a vendor's, when their settings want the topic);
// a failure to queue is logged and never undoes what the message is about
export async function mailAbout(uid: string | null, topic: VendorMailTopic | 'client', letter: Letter): Promise<boolean> {
  if (!uid) return false
  try {
    const profile = await db().collection('users').doc(uid).get()
    const email = profile.get('email')
    if (typeof email !== 'string' || !email) return false
    if (topic !== 'client' && !vendorMailChoicesOf(profile.get('vendorMail'))[topic]) {
      logger.info({ event: 'mail.withheld-by-settings', uid, topic }, 'notification off')
      return false
    }
    await queueMail({ toUid: uid, to: email, ...composeLetter(letter) })
    return true
  } catch (error) {
    logger.error({ event: 'mail.provider-failed', err: error, uid, topic }, 'provider mail not queued')
    return false
  }
}
