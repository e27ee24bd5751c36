import { wantsMail } from '~/features/accounts/mail-choices'
import { queueMail } from '~/features/accounts/mailbox.server'
import { composeLetter, type Letter } from '~/features/accounts/letters'
import { users } from '~/core/data/users.server'
import { logger } from '~/platform/logger.server'
import { vendorMailChoicesOf, type VendorMailTopic } from './vendor-mail'

// a service marketplace message to one person (a vendor's, when their settings want the topic; a
// client's answers to their requests, when /settings wants `requests`; a receipt always); a failure
// to queue is logged and never undoes what the message is about
export async function mailAbout(
  uid: string | null,
  topic: VendorMailTopic | 'requests' | 'client',
  letter: Letter,
): Promise<boolean> {
  if (!uid) return false
  try {
    const profile = (await users.doc(uid).get()).data()
    const email = profile?.email
    if (!email) return false
    const wanted =
      topic === 'client' ||
      (topic === 'requests'
        ? wantsMail(profile, 'requests')
        : vendorMailChoicesOf(profile.vendorMail)[topic])
    if (!wanted) {
      logger.info({ event: 'mail.withheld-by-settings', uid, topic }, 'notification off')
      return false
    }
    await queueMail({ toUid: uid, to: email, ...composeLetter(letter) })
    return true
  } catch (error) {
    logger.error(
      { event: 'mail.provider-failed', err: error, uid, topic },
      'provider mail not queued',
    )
    return false
  }
}
