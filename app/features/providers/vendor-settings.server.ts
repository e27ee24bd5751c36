import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import { providers } from '~/core/data/providers.server'
import { users } from '~/core/data/users.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { providerMessages as messages } from './messages'
import { businessOf } from './onboarding.server'
import { vendorMailChoicesOf } from './vendor-mail'
import { VendorSettingsSchema } from './schemas'

const settingsBudget = createRateLimit({ name: 'vendor-settings', points: 30, seconds: 60 * 60 })

export async function vendorSettingsOf(uid: string) {
  const [profile, business] = await Promise.all([
    users
      .doc(uid)
      .get()
      .then((doc) => doc.data()),
    businessOf(uid),
  ])
  return {
    mail: vendorMailChoicesOf(profile?.vendorMail),
    business: business
      ? {
          id: business.id,
          name: business.business,
          paused: business.paused === true,
          logo: business.logo ?? null,
        }
      : null,
    email: profile?.email ?? '',
  }
}

export type SettingsOutcome =
  | { ok: true; paused: boolean }
  | { ok: false; result: SubmissionResult<string[]>; status: number; retryAfterSeconds?: number }

// which messages the vendor gets, and whether their own business takes new leads
export async function saveVendorSettings(uid: string, form: FormData): Promise<SettingsOutcome> {
  const submission = parseWithZod(form, { schema: VendorSettingsSchema })
  if (submission.status !== 'success') return { ok: false, result: submission.reply(), status: 400 }
  const verdict = await settingsBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      result: submission.reply({
        formErrors: [messages.tooManySettings(formatWait(verdict.retryAfterSeconds))],
      }),
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const { leads, jobs, paused } = submission.value
  const business = await businessOf(uid)
  await Promise.all([
    users.doc(uid).set({ vendorMail: { leads, jobs } }, { merge: true }),
    business ? providers.doc(business.id).update({ paused }) : null,
  ])
  logger.info(
    { event: 'vendor.settings-saved', uid, paused: business ? paused : undefined },
    'vendor settings saved',
  )
  return { ok: true, paused: Boolean(business) && paused }
}
