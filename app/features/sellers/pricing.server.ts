import { describedValuation } from '~/features/valuation/listing-valuation.server'
import type { SellerDraft } from './draft.server'

export type PriceCheck = 'above' | 'below' | 'within'

// the valuation of the draft's own facts, built as the published listing's will be (one entry
// point, features/valuation/listing-valuation.server.ts), so both show the same estimate
export function draftValuation(draft: Pick<SellerDraft, 'property' | 'details'>) {
  const { property, details } = draft
  if (!property || !details) return null
  const valuation = describedValuation({
    ...details,
    label: property.address.line1,
    homeId: property.homeId,
    neighborhood: property.neighborhood,
  })
  return { estimate: valuation.model?.estimate ?? null, analysis: valuation.analysis }
}

// where an asking price sits against the estimate's 80% range
export function priceCheck(askingPrice: number, range: { low: number; high: number }): PriceCheck {
  if (askingPrice > range.high) return 'above'
  if (askingPrice < range.low) return 'below'
  return 'within'
}
