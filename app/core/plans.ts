import { formatNumber } from '~/ui/format'

// how to sell: the plan catalog the seller flow offers, the marketplace sells and the pricing
// pages quote (shared, so none of them imports another for it)
export type SellerPlan = {
  id: 'on-your-own' | 'expert-on-call' | 'full-service'
  name: string
  price:
    { kind: 'free' } | { kind: 'fixed'; dollars: number } | { kind: 'percent'; percent: number }
  summary: string
}

export const sellerPlans: readonly SellerPlan[] = [
  {
    id: 'on-your-own',
    name: 'On your own',
    price: { kind: 'free' },
    summary: 'List, answer buyers and negotiate yourself, with Threshold’s valuation and tools.',
  },
  {
    id: 'expert-on-call',
    name: 'Expert on call',
    price: { kind: 'fixed', dollars: 1_495 },
    summary:
      'You run the sale; a licensed expert reviews your price, offers and contract and answers your questions by phone.',
  },
  {
    id: 'full-service',
    name: 'Full service',
    price: { kind: 'percent', percent: 1.5 },
    summary:
      'An agent prices, markets and shows the home, and negotiates for you, for a share of the sale price.',
  },
]

export const planIds = sellerPlans.map((plan) => plan.id) as [
  SellerPlan['id'],
  ...Array<SellerPlan['id']>,
]
export const planById = (id: string | undefined) => sellerPlans.find((plan) => plan.id === id)

export function planPriceLabel(plan: SellerPlan): string {
  if (plan.price.kind === 'free') return 'Free'
  if (plan.price.kind === 'fixed') return `$${formatNumber(plan.price.dollars)}, paid at checkout`
  return `${plan.price.percent}% of the sale price, paid at checkout`
}

// what the intent step's answers suggest, and why
export function recommendedPlan(
  intent: { timing: string; agent: string } | undefined,
): { id: SellerPlan['id']; reason: string } | null {
  if (!intent) return null
  if (intent.agent === 'with-agent')
    return {
      id: 'full-service',
      reason: 'You said you want to work with an agent, so we suggest Full service.',
    }
  if (intent.timing === 'exploring')
    return {
      id: 'on-your-own',
      reason:
        'You are exploring first, so we suggest starting on your own; you can add an expert later.',
    }
  return {
    id: 'expert-on-call',
    reason:
      'You want to sell without an agent, so we suggest having an expert on call for the price, the offers and the contract.',
  }
}

// where a listing's plan payment stands: free plans have nothing to pay
export type PlanPaymentStatus = 'pending' | 'paid' | 'failed'
export type PlanState = PlanPaymentStatus | 'free'

// the page that says a listing is live, where a plan's checkout comes back to
export const publishedPath = (listingId: string) =>
  `/seller/dashboard/listings/${listingId}/published`
