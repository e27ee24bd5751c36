import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { providers } from '~/core/data/providers.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { usualUnit } from './categories'
import { providerMessages as messages } from './messages'
import type { Provider } from './provider'
import { providersOwnedBy, zipPlaces } from './providers.server'
import { OnboardingSchema } from './schemas'

const saveBudget = createRateLimit({ name: 'provider-onboarding', points: 30, seconds: 60 * 60 })

// one business per vendor account; a new one at an id made from its uid
export const businessIdOf = (uid: string) => `vendor-${uid}`

// the vendor's business: the one its account owns (the demo vendor's was seeded with the market)
export async function businessOf(uid: string): Promise<Provider | null> {
  return (await providersOwnedBy(uid))[0] ?? null
}

export type OnboardingOutcome =
  | { ok: true; created: boolean }
  | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

// the vendor's profile, listed as soon as every field is valid; its reviews and response time are
// its own and stay when the profile is edited
export async function saveBusiness(uid: string, form: FormData): Promise<OnboardingOutcome> {
  const submission = parseWithZod(form, { schema: OnboardingSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const verdict = await saveBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      result: submission.reply({
        formErrors: [messages.tooManyProfileSaves(formatWait(verdict.retryAfterSeconds))],
      }),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const value = submission.value
  const before = await businessOf(uid)
  const base = zipPlaces().get(value.baseZip) ?? { lat: 42.0308, lng: -93.6319 }
  const main = value.categories[0]!
  const provider: Provider = {
    id: before?.id ?? businessIdOf(uid),
    ownerUid: uid,
    name: value.name,
    business: value.business,
    categories: value.categories,
    bio: value.bio,
    phone: value.phone ?? '',
    area: {
      zips: [...new Set(value.zips)].sort(),
      lat: base.lat,
      lng: base.lng,
      radiusMiles: value.radiusMiles,
    },
    prices: [
      { category: main, amount: value.price, unit: usualUnit[main], includes: value.includes },
    ],
    licence:
      value.licenceKind && value.licenceNumber
        ? { kind: value.licenceKind, number: value.licenceNumber, state: 'IA' }
        : null,
    hours: value.hours,
    workDays: value.workDays.map(Number).sort(),
    leadDays: value.leadDays,
    // until it has answered leads, a new business is shown with a day, the market's slower half
    responseHours: before?.responseHours ?? null,
    answeredLeads: before?.answeredLeads ?? 0,
    reviews: before?.reviews ?? {
      count: 0,
      average: 0,
      sub: { quality: 0, communication: 0, timeliness: 0, value: 0 },
    },
    demo: before?.demo ?? false,
    listed: true,
    paused: before?.paused ?? false,
    logo: before?.logo ?? null,
  }
  await providers.doc(provider.id).set(provider)
  logger.info(
    { event: before ? 'vendor.profile-saved' : 'vendor.onboarded', uid, providerId: provider.id },
    before ? 'profile saved' : 'vendor onboarded',
  )
  return { ok: true, created: !before }
}
