import { env } from '~/platform/env.server'
import { logger, maskEmail } from '~/platform/logger.server'
import { createRateLimiter } from '~/platform/rate-limit.server'
import { honeypotName } from './honeypot'

// generous enough for a household behind one address, tight enough to stop password guessing
const postsPerAddress = createRateLimiter({ max: env().AUTH_POSTS_PER_ADDRESS, windowMs: 10 * 60_000 })
const failuresPerAccount = createRateLimiter({ max: 8, windowMs: 15 * 60_000 })
const resetsPerAccount = createRateLimiter({ max: 3, windowMs: 10 * 60_000 })
const registrationsPerAccount = createRateLimiter({ max: 5, windowMs: 10 * 60_000 })

export function allowAuthPost(clientIp: string, form: string): boolean {
  const { allowed } = postsPerAddress.hit(clientIp)
  if (!allowed) logger.warn({ event: 'auth.rate-limited', form, scope: 'address' }, 'too many auth posts')
  return allowed
}

export const signInAttempts = {
  blocked: (email: string) => failuresPerAccount.exhausted(email.toLowerCase()),
  failed: (email: string) => void failuresPerAccount.hit(email.toLowerCase()),
  succeeded: (email: string) => failuresPerAccount.reset(email.toLowerCase()),
}

export function allowResetRequest(email: string): boolean {
  const { allowed } = resetsPerAccount.hit(email.toLowerCase())
  if (!allowed) logger.warn({ event: 'auth.rate-limited', form: 'reset', email: maskEmail(email) }, 'too many reset requests')
  return allowed
}

export function allowRegistration(email: string): boolean {
  const { allowed } = registrationsPerAccount.hit(email.toLowerCase())
  if (!allowed) logger.warn({ event: 'auth.rate-limited', form: 'register', email: maskEmail(email) }, 'too many registrations')
  return allowed
}

// the honeypot was filled: a bot, answered like any refused post and logged
export function caughtByHoneypot(formData: FormData, form: string): boolean {
  const value = formData.get(honeypotName)
  if (typeof value !== 'string' || value === '') return false
  logger.warn({ event: 'auth.honeypot', form }, 'honeypot filled')
  return true
}
