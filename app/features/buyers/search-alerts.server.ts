import { mail } from '~/core/data/mail.server'
import { savedSearches } from '~/core/data/saved-searches.server'
import { users } from '~/core/data/users.server'
import { wantsMail } from '~/features/accounts/mail-choices'
import { formatAddress, formatBaths, formatPrice, type Listing } from '~/features/listings/listing'
import { parseSearchParams } from '~/features/search/search-query'
import type { SearchResult } from '~/features/search/search-index.server'
import type { SearchQuery } from '~/features/search/search-query'
import { composeLetter } from '~/features/accounts/letters'
import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import type { SavedSearch } from './saved-searches.server'

// Saved-search alerts (ADR 042): a daily or weekly search mails the homes listed since it was
// saved that it has not mailed before, each home once. A run claims each due search in a
// transaction that records the homes mailed and writes the letter, so two runs (two instances, a
// retried scheduler call) never mail a home twice
export const alertPeriodMs = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 } as const
const maxHomesPerLetter = 10
const maxRememberedHomes = 2_000
const maxPagesScanned = 20

// a saved search with its alert runs (alertedAt, alertedIds), as it is stored
type AlertedSearch = SavedSearch
export type AlertRun = { due: number; mailed: number; homes: number }
export type Search = (query: SearchQuery) => Promise<SearchResult>

export function isDue(search: AlertedSearch, now: number): boolean {
  if (search.frequency === 'never') return false
  return (search.alertedAt ?? search.createdAt) + alertPeriodMs[search.frequency] <= now
}

// the homes for sale matching the search that were listed after it was saved, newest first
export async function newMatches(
  search: Search,
  saved: Pick<SavedSearch, 'params' | 'createdAt'>,
): Promise<Listing[]> {
  const { query } = parseSearchParams(new URLSearchParams(saved.params))
  const found: Listing[] = []
  for (let page = 1; page <= maxPagesScanned; page += 1) {
    const result = await search({ ...query, status: 'active', sort: 'newest', page })
    for (const { listing } of result.listings) {
      if ((listing.listedAt ?? 0) <= saved.createdAt) return found
      found.push(listing)
    }
    if (page >= result.pages) break
  }
  return found
}

export async function runSearchAlerts(
  search: Search,
  { now = Date.now(), origin }: { now?: number; origin: string },
): Promise<AlertRun> {
  const snapshot = await savedSearches.ref().where('frequency', 'in', ['daily', 'weekly']).get()
  const due = snapshot.docs.map((doc) => doc.data()).filter((saved) => isDue(saved, now))
  const run: AlertRun = { due: due.length, mailed: 0, homes: 0 }
  for (const saved of due) {
    try {
      const homes = await alertOne(saved, search, now, origin)
      if (homes > 0) {
        run.mailed += 1
        run.homes += homes
      }
    } catch (error) {
      logger.error(
        { event: 'search-alerts.failed', err: error, searchId: saved.id },
        'saved-search alert not sent',
      )
    }
  }
  logger.info({ event: 'search-alerts.run', ...run }, 'saved-search alerts run')
  return run
}

async function alertOne(
  saved: AlertedSearch,
  search: Search,
  now: number,
  origin: string,
): Promise<number> {
  const matches = await newMatches(search, saved)
  return db().runTransaction(async (transaction) => {
    const ref = savedSearches.doc(saved.id)
    const stored = (await transaction.get(ref)).data()
    if (!stored) return 0
    // another run claimed it since this one read it
    if (!isDue(stored, now)) return 0
    const already = new Set(stored.alertedIds ?? [])
    const fresh = matches.filter((listing) => !already.has(listing.id))
    const profile =
      fresh.length > 0 ? (await transaction.get(users.doc(stored.uid))).data() : undefined
    // their address when they want this mail (an empty one is none)
    const mailTo =
      fresh.length > 0 && wantsMail(profile, 'searchAlerts') ? profile?.email : undefined
    transaction.update(ref, {
      alertedAt: now,
      alertedIds: [...fresh.map((listing) => listing.id), ...(stored.alertedIds ?? [])].slice(
        0,
        maxRememberedHomes,
      ),
    })
    if (!mailTo) return 0
    const letter = composeLetter(alertLetter(stored, fresh, origin))
    transaction.set(
      mail.ref().doc(),
      checkDocument({ to: mailTo, toUids: [stored.uid], message: letter, createdAt: now }),
    )
    return fresh.length
  })
}

export function alertLetter(
  saved: Pick<SavedSearch, 'name' | 'params' | 'frequency'>,
  homes: readonly Listing[],
  origin: string,
) {
  const shown = homes.slice(0, maxHomesPerLetter)
  const more = homes.length - shown.length
  const count = homes.length === 1 ? '1 new home' : `${homes.length} new homes`
  return {
    subject: `${count} for “${saved.name}”`,
    lead: `${count} listed since your last alert match your saved search “${saved.name}”:`,
    details: [
      ...shown.map(
        (home) =>
          `${formatAddress(home.address)}: ${formatPrice(home.price)}, ${home.beds} bd, ${formatBaths(home.baths)} ba — ${origin}/property/${home.id}`,
      ),
      ...(more > 0 ? [`and ${more} more.`] : []),
      `You get these ${saved.frequency === 'daily' ? 'daily' : 'weekly'}; change how often, or turn them off, on your dashboard (${origin}/buyer-dashboard) or in your settings (${origin}/settings).`,
    ],
    link: `${origin}/property-search?${saved.params}`,
  }
}
