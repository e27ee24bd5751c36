import type { Listing } from '~/features/listings/listing'
import { formatDay } from '~/features/listings/listing'
import { env } from '~/platform/env.server'
import {
  monthlyCost,
  parseMonthlyCostQuery,
  type CostAssumptions,
  type MonthlyCostTerms,
} from './monthly-cost'

// the loan most buyers start from: 20% down (no mortgage insurance), 30 years
const usualTerms = { down: 20, term: 30 } as const

// the settings the page states beside its figures (ADR 069): no admin setting for a rate exists,
// so they come from the environment, and the defaults say they are assumptions
export function costSettings() {
  const settings = env()
  const [year = 1970, month = 1, day = 1] = settings.MORTGAGE_RATE_AS_OF.split('-').map(Number)
  return {
    defaults: { ...usualTerms, rate: settings.MORTGAGE_RATE_PERCENT } satisfies MonthlyCostTerms,
    assumptions: {
      taxRatePercent: settings.PROPERTY_TAX_RATE_PERCENT,
      insuranceRatePercent: settings.HOME_INSURANCE_RATE_PERCENT,
    } satisfies CostAssumptions,
    rateAsOf: formatDay(Date.UTC(year, month - 1, day, 12)),
    rateSource: settings.MORTGAGE_RATE_SOURCE,
  }
}

// a home for sale's monthly cost from the page's address (down, rate, term), or null for a home
// not for sale. The listing records no HOA dues, so HOA is "not known", never a guess
export function monthlyCostOf(listing: Pick<Listing, 'price' | 'status'>, params: URLSearchParams) {
  if (listing.status !== 'active' && listing.status !== 'pending') return null
  const settings = costSettings()
  const query = parseMonthlyCostQuery(params, settings.defaults)
  const hoaMonthly = null
  return {
    ...query,
    ...settings,
    price: listing.price,
    hoaMonthly,
    cost: query.terms
      ? monthlyCost({ price: listing.price, hoaMonthly }, query.terms, settings.assumptions)
      : null,
  }
}

export type MonthlyCostView = NonNullable<ReturnType<typeof monthlyCostOf>>
