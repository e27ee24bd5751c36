import {
  comparableSales,
  findByAddress,
  excludedSaleCondition,
  maxComparables,
  type Subject,
} from './home-valuation.server'
import { valuationMessages } from './messages'

type Change = { intent: string; comp: string[]; addAddress?: string }

// the comps after removing or adding one; refuses what would leave a bad analysis
export function cmaChange(
  subject: Subject,
  change: Change,
): { ok: true; comps: string[] } | { ok: false; message: string } {
  const sold = new Set(comparableSales().map((sale) => sale.id))
  const comps = [...new Set(change.comp)].filter((id) => sold.has(id))
  const [verb, id] = change.intent.split(':') as [string, string | undefined]
  if (verb === 'remove') {
    const kept = comps.filter((comp) => comp !== id)
    return kept.length === 0
      ? { ok: false, message: valuationMessages.compLast }
      : { ok: true, comps: kept }
  }
  const added =
    verb === 'add'
      ? id
      : findByAddress(change.addAddress ?? '').find((home) => sold.has(home.id))?.id
  // a recorded sale left out for not being at arm's length says so, rather than "not a sale"
  // (the home analysed is never its own comparable, whatever its sale)
  const asked =
    verb === 'add' ? [id ?? ''] : findByAddress(change.addAddress ?? '').map((home) => home.id)
  const left =
    asked
      .filter((one) => one !== subject.listingId)
      .map(excludedSaleCondition)
      .find(Boolean) ?? null
  if ((!added || !sold.has(added)) && left)
    return { ok: false, message: valuationMessages.compNotArmsLength(left) }
  if (!added || !sold.has(added) || added === subject.listingId) {
    return {
      ok: false,
      message:
        verb === 'add' ? valuationMessages.compUnknown : valuationMessages.compAddressUnknown,
    }
  }
  if (comps.includes(added)) return { ok: true, comps }
  if (comps.length >= maxComparables) return { ok: false, message: valuationMessages.compLimit }
  return { ok: true, comps: [...comps, added] }
}
