import { env } from '~/platform/env.server'
import { logger, maskEmail } from '~/platform/logger.server'
import { createRateLimit, strictest, type Verdict } from '~/platform/rate-limit.server'
import { honeypotName } from './honeypot'
import { browserKnowsAccount, rememberAccountInBrowser } from './known-browser.server'

// the budgets and why they are what they are: docs/decisions/020-abuse-limits.md
const minute = 60
const hour = 60 * minute
const day = 24 * hour

// every auth post from one address: generous enough for a household behind one address
const postsPerAddress = createRateLimit({
  name: 'auth.posts-per-address',
  points: env().AUTH_POSTS_PER_ADDRESS,
  seconds: 10 * minute,
})
// failed sign-ins (a wrong password or no such account). Tight per account and address, so one
// address cannot guess; slow per account, so many addresses together cannot either; per address,
// so one address cannot work through a list of accounts. A browser that signed in to the account
// before answers only to its own budget, so no guesser locks the owner out
const failuresPerAccountAndAddress = createRateLimit({
  name: 'auth.failures-per-account-and-address',
  points: 5,
  seconds: 15 * minute,
})
const failuresPerAccount = createRateLimit({
  name: 'auth.failures-per-account',
  points: 50,
  seconds: hour,
})
const failuresPerAddress = createRateLimit({
  name: 'auth.failures-per-address',
  points: env().AUTH_FAILURES_PER_ADDRESS,
  seconds: day,
})
const failuresPerKnownBrowser = createRateLimit({
  name: 'auth.failures-per-known-browser',
  points: 5,
  seconds: 15 * minute,
})
const resetsPerAccount = createRateLimit({
  name: 'auth.resets-per-account',
  points: 3,
  seconds: 10 * minute,
})
const registrationsPerAccount = createRateLimit({
  name: 'auth.registrations-per-account',
  points: 5,
  seconds: 10 * minute,
})
// a filled honeypot is a bot: it is told to wait like anyone refused
const honeypotWait: Verdict = { allowed: false, retryAfterSeconds: 10 * minute }

const accountKey = (email: string) => email.trim().toLowerCase()
const pairKey = (email: string, clientIp: string) => `${accountKey(email)}|${clientIp}`

function logRefusal(verdict: Verdict, form: string, facts: Record<string, unknown> = {}) {
  if (!verdict.allowed)
    logger.warn({ event: 'auth.rate-limited', form, ...facts }, 'auth post refused by a rate limit')
  return verdict
}

async function postAllowed(
  clientIp: string,
  formData: FormData | null,
  form: string,
): Promise<Verdict> {
  const verdict = logRefusal(await postsPerAddress.consume(clientIp), form, { scope: 'address' })
  if (verdict.allowed && formData && caughtByHoneypot(formData, form)) return honeypotWait
  return verdict
}

// `form` names the post in the log: the sign-in form, or a signed-in person's password asked again
// (/settings: a password change, an account deletion), which spends the same budgets
export const signInLimits = {
  async check(
    request: Request,
    clientIp: string,
    email: string,
    formData: FormData,
    form = 'login',
  ): Promise<Verdict> {
    const post = await postAllowed(clientIp, formData, form)
    if (!post.allowed) return post
    const verdict = (await browserKnowsAccount(request, email))
      ? await failuresPerKnownBrowser.check(pairKey(email, clientIp))
      : strictest([
          await failuresPerAccountAndAddress.check(pairKey(email, clientIp)),
          await failuresPerAccount.check(accountKey(email)),
          await failuresPerAddress.check(clientIp),
        ])
    return logRefusal(verdict, form, { scope: 'failures', email: maskEmail(email) })
  },
  async failed(request: Request, clientIp: string, email: string) {
    if (await browserKnowsAccount(request, email)) {
      await failuresPerKnownBrowser.consume(pairKey(email, clientIp))
      return
    }
    await Promise.all([
      failuresPerAccountAndAddress.consume(pairKey(email, clientIp)),
      failuresPerAccount.consume(accountKey(email)),
      failuresPerAddress.consume(clientIp),
    ])
  },
  // the Set-Cookie that makes this browser known to the account
  async succeeded(request: Request, clientIp: string, email: string): Promise<string> {
    await Promise.all([
      failuresPerAccountAndAddress.reset(pairKey(email, clientIp)),
      failuresPerKnownBrowser.reset(pairKey(email, clientIp)),
    ])
    return rememberAccountInBrowser(request, email)
  },
}

export async function registrationLimit(
  clientIp: string,
  email: string,
  formData: FormData,
): Promise<Verdict> {
  const post = await postAllowed(clientIp, formData, 'register')
  if (!post.allowed) return post
  return logRefusal(await registrationsPerAccount.consume(accountKey(email)), 'register', {
    email: maskEmail(email),
  })
}

// a reset request for an account that does not exist counts with the failed sign-ins of its address
export const resetRequestLimits = {
  async check(clientIp: string, email: string, formData: FormData): Promise<Verdict> {
    const post = await postAllowed(clientIp, formData, 'reset')
    if (!post.allowed) return post
    const verdict = strictest([
      await failuresPerAddress.check(clientIp),
      await resetsPerAccount.consume(accountKey(email)),
    ])
    return logRefusal(verdict, 'reset', { email: maskEmail(email) })
  },
  async noAccount(clientIp: string) {
    await failuresPerAddress.consume(clientIp)
  },
}

export const resetCompletionLimit = (clientIp: string, formData: FormData) =>
  postAllowed(clientIp, formData, 'reset-complete')
export const demoLoginLimit = (clientIp: string) => postAllowed(clientIp, null, 'demo-login')
export const socialStartLimit = (clientIp: string, provider: string) =>
  postAllowed(clientIp, null, `social-${provider}`)

// the honeypot was filled: a bot, answered like any refused post and logged
function caughtByHoneypot(formData: FormData, form: string): boolean {
  const value = formData.get(honeypotName)
  if (typeof value !== 'string' || value === '') return false
  logger.warn({ event: 'auth.honeypot', form }, 'honeypot filled')
  return true
}
