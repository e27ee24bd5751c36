import { users } from '~/core/data/users.server'
import { composeLetter, type Letter } from '~/features/accounts/letters'
import { queueMail } from '~/features/accounts/mailbox.server'
import { logger } from '~/platform/logger.server'
import type { notificationTopics } from './messages'

export type NotificationTopic = keyof typeof notificationTopics
export type NotificationSettings = Record<NotificationTopic, boolean>
// users/{uid}.sellerContact: what buyers are shown of the seller (nothing unless chosen)
export type SellerContact = { showEmail: boolean; showPhone: boolean; phone: string }

export const defaultNotifications: NotificationSettings = {
  questions: true,
  tours: true,
  offers: true,
}
export const defaultSellerContact: SellerContact = { showEmail: false, showPhone: false, phone: '' }

// users/{uid}.notifications, every topic on unless the user turned it off
export function notificationsOf(stored: unknown): NotificationSettings {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Partial<
    Record<string, unknown>
  >
  return Object.fromEntries(
    (Object.keys(defaultNotifications) as NotificationTopic[]).map((topic) => [
      topic,
      given[topic] !== false,
    ]),
  ) as NotificationSettings
}

export function sellerContactOf(stored: unknown): SellerContact {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Partial<SellerContact>
  return {
    showEmail: given.showEmail === true,
    showPhone: given.showPhone === true,
    phone: typeof given.phone === 'string' ? given.phone : '',
  }
}

export async function readContactSettings(uid: string) {
  const profile = (await users.doc(uid).get()).data()
  return {
    notifications: notificationsOf(profile?.notifications),
    contact: sellerContactOf(profile?.sellerContact),
    email: profile?.email ?? '',
  }
}

export async function saveContactSettings(
  uid: string,
  settings: { notifications: NotificationSettings; contact: SellerContact },
) {
  await users
    .doc(uid)
    .set(
      { notifications: settings.notifications, sellerContact: settings.contact },
      { merge: true },
    )
  logger.info({ event: 'seller.settings-saved', uid }, 'settings saved')
}

// mail to the other side of an event, when their settings want this topic. A failure to queue is
// logged, never lost silently, and never undoes the change the mail is about
export async function notify(
  uid: string | null,
  topic: NotificationTopic,
  letter: Letter,
): Promise<boolean> {
  if (!uid) return false
  try {
    const profile = (await users.doc(uid).get()).data()
    const email = profile?.email
    if (!profile || !email) return false
    if (!notificationsOf(profile.notifications)[topic]) {
      logger.info({ event: 'mail.withheld-by-settings', uid, topic }, 'notification off')
      return false
    }
    await queueMail({ toUid: uid, to: email, ...composeLetter(letter) })
    return true
  } catch (error) {
    logger.error({ event: 'mail.notify-failed', err: error, uid, topic }, 'notification not queued')
    return false
  }
}

// what each thread's seller chose to show buyers (settings): e-mail and phone, or nothing
export async function sellerContactsFor<T extends { sellerId: string }>(
  threads: T[],
): Promise<Array<T & { sellerContact: { email: string | null; phone: string | null } }>> {
  const sellers = [...new Set(threads.map((thread) => thread.sellerId))]
  const contacts = new Map(
    await Promise.all(
      sellers.map(async (uid) => {
        const { contact, email } = await readContactSettings(uid)
        return [
          uid,
          {
            email: contact.showEmail && email ? email : null,
            phone: contact.showPhone && contact.phone ? contact.phone : null,
          },
        ] as const
      }),
    ),
  )
  return threads.map((thread) => ({
    ...thread,
    sellerContact: contacts.get(thread.sellerId) ?? { email: null, phone: null },
  }))
}
