import { createRateLimit, type Verdict } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { limitMessages } from './messages'

// what one account may send in an hour, overall and about one home, so neither the store nor a
// seller's inbox can be flooded (docs/decisions/020-abuse-limits.md)
const hour = 60 * 60
const budget = (name: string, points: number) =>
  createRateLimit({ name: `buyer.${name}`, points, seconds: hour })
const budgets = {
  ask: { perHome: budget('ask-per-home', 10), overall: budget('ask', 30) },
  tour: { perHome: budget('tour-per-home', 5), overall: budget('tour', 20) },
  offer: { perHome: budget('offer-per-home', 5), overall: budget('offer', 20) },
  save: { perHome: null, overall: budget('save', 60) },
  search: { perHome: null, overall: budget('saved-search', 20) },
}
export type LimitedAction = keyof typeof budgets
export type BudgetVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'home' | 'overall' }

// the most a buyer keeps: what their dashboard lists
export const savedHomesCap = 100
export const savedSearchesCap = 50

// counts one action of the account (about one home when listingId is given); refused past either
// budget, and a refusal about the home leaves the overall budget untouched
export async function spendBuyerBudget(
  action: LimitedAction,
  uid: string,
  listingId?: string,
): Promise<BudgetVerdict> {
  const { perHome, overall } = budgets[action]
  const homeKey = `${uid}|${listingId}`
  if (perHome && listingId) {
    const home = await perHome.consume(homeKey)
    if (!home.allowed) return { ...home, scope: 'home' }
  }
  const all: Verdict = await overall.consume(uid)
  if (all.allowed) return all
  if (perHome && listingId) await perHome.refund(homeKey)
  return { ...all, scope: 'overall' }
}

export function budgetRefusalMessage(
  action: LimitedAction,
  verdict: Extract<BudgetVerdict, { allowed: false }>,
): string {
  const wait = formatWait(verdict.retryAfterSeconds)
  const message = limitMessages[action]
  return typeof message === 'function' ? message(wait) : message[verdict.scope](wait)
}
