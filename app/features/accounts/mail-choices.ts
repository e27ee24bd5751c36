// which mail a person wants, chosen on /settings. Each topic lives where its sender already reads
// it: the seller pages' `notifications` (questions, tours, offers, also read for the buyer's side),
// the vendor settings' `vendorMail` (leads, jobs), and `mailChoices` for the rest. A topic nobody
// has chosen is on, except marketing, which is off until it is asked for
export const mailTopics = {
  questions: {
    label: 'Questions about homes and their answers',
    field: 'notifications',
    on: true,
    sent: true,
    vendor: false,
  },
  tours: {
    label: 'Tour requests and their answers',
    field: 'notifications',
    on: true,
    sent: true,
    vendor: false,
  },
  offers: {
    label: 'Offers, counter-offers and their answers',
    field: 'notifications',
    on: true,
    sent: true,
    vendor: false,
  },
  requests: {
    label: 'Quotes, declines and finished jobs for the services you asked for',
    field: 'mailChoices',
    on: true,
    sent: true,
    vendor: false,
  },
  searchAlerts: {
    label: 'New homes for your saved searches',
    field: 'mailChoices',
    on: true,
    sent: true,
    vendor: false,
  },
  marketing: {
    label: 'News and offers from Threshold',
    field: 'mailChoices',
    on: false,
    sent: false,
    vendor: false,
  },
  leads: {
    label: 'New leads for your business',
    field: 'vendorMail',
    on: true,
    sent: true,
    vendor: true,
  },
  jobs: {
    label: 'Accepted and closed quotes, finished jobs and reviews of your business',
    field: 'vendorMail',
    on: true,
    sent: true,
    vendor: true,
  },
} as const

export type MailTopic = keyof typeof mailTopics
export type MailChoices = Record<MailTopic, boolean>
export const mailTopicIds = Object.keys(mailTopics) as MailTopic[]

// a receipt for a payment, a password reset: mail about something the person just did, always sent
export const alwaysSent = 'Receipts for payments and password reset links are always sent.'

// users/{uid}: the stored choice of each topic, or its default
export function mailChoicesOf(profile: Record<string, unknown> | undefined | null): MailChoices {
  return Object.fromEntries(
    mailTopicIds.map((topic) => {
      const { field, on } = mailTopics[topic]
      const stored = profile?.[field]
      const value =
        stored && typeof stored === 'object'
          ? (stored as Record<string, unknown>)[topic]
          : undefined
      return [topic, typeof value === 'boolean' ? value : on]
    }),
  ) as MailChoices
}

// whether a sender should mail this person about `topic`: unknown or unreadable choices keep mail on
export function wantsMail(
  profile: Record<string, unknown> | undefined | null,
  topic: MailTopic,
): boolean {
  return mailChoicesOf(profile)[topic]
}

// the Firestore update of the chosen topics only, field by field, so what another page keeps in the
// same map (a seller's own settings page writes `notifications` too) is never overwritten
export function mailChoicesUpdate(chosen: Partial<MailChoices>): Record<string, boolean> {
  return Object.fromEntries(
    (Object.entries(chosen) as Array<[MailTopic, boolean | undefined]>)
      .filter((entry): entry is [MailTopic, boolean] => typeof entry[1] === 'boolean')
      .map(([topic, value]) => [`${mailTopics[topic].field}.${topic}`, value]),
  )
}
