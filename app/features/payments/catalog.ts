import type { ProviderCategory } from '~/features/providers/categories'
import { sellerPlans, type SellerPlan } from '~/core/plans'

// what Threshold sells: the selling plans and the service bundles, priced in whole dollars here
// and in cents at checkout. The server prices every order from this list, never from a link.
export type Bundle = {
  id: 'inspection-appraisal' | 'closing-package' | 'ready-to-list'
  name: string
  summary: string
  // the credit each service gets toward the provider's quote
  credits: Array<{ category: ProviderCategory; dollars: number }>
  dollars: number
}

export const bundles: readonly Bundle[] = [
  {
    id: 'inspection-appraisal',
    name: 'Inspection and appraisal',
    summary:
      'A full home inspection with its report, and an appraisal for your lender, booked with matched local providers.',
    credits: [
      { category: 'inspector', dollars: 450 },
      { category: 'appraiser', dollars: 575 },
    ],
    dollars: 920,
  },
  {
    id: 'closing-package',
    name: 'Closing package',
    summary:
      'A real-estate attorney to review the contract and attend the closing, and title and escrow to insure the title and hold the money.',
    credits: [
      { category: 'attorney', dollars: 900 },
      { category: 'title-escrow', dollars: 1_150 },
    ],
    dollars: 1_845,
  },
  {
    id: 'ready-to-list',
    name: 'Ready to list',
    summary: 'Professional photos and a staging consultation before your listing goes live.',
    credits: [
      { category: 'photographer', dollars: 275 },
      { category: 'stager', dollars: 1_200 },
    ],
    dollars: 1_325,
  },
]

export const bundleValue = (bundle: Bundle) =>
  bundle.credits.reduce((sum, credit) => sum + credit.dollars, 0)
export const bundleById = (id: string | undefined) => bundles.find((bundle) => bundle.id === id)

// what a plan costs today: Full service takes a deposit now, credited against its share at closing
export const fullServiceDeposit = 495
export function planDueToday(plan: SellerPlan): number {
  if (plan.price.kind === 'fixed') return plan.price.dollars
  if (plan.price.kind === 'percent') return fullServiceDeposit
  return 0
}

// one thing a person can pay for at /services
export type Purchase = {
  kind: 'plan' | 'bundle'
  id: string
  name: string
  dollars: number
  summary: string
}

export const purchases: readonly Purchase[] = [
  ...sellerPlans
    .filter((plan) => planDueToday(plan) > 0)
    .map((plan) => ({
      kind: 'plan' as const,
      id: plan.id,
      name: `${plan.name} plan`,
      dollars: planDueToday(plan),
      summary: plan.summary,
    })),
  ...bundles.map((bundle) => ({
    kind: 'bundle' as const,
    id: bundle.id,
    name: `${bundle.name} bundle`,
    dollars: bundle.dollars,
    summary: bundle.summary,
  })),
]
export const purchaseById = (id: string | null | undefined) =>
  purchases.find((purchase) => purchase.id === id)

// a typical US commission, both agents together, for the comparison on the pricing page
export const typicalCommissionPercent = 5.5

// what a seller pays with each plan at a sale price, against the typical commission
export function planCostAt(plan: SellerPlan, salePrice: number): number {
  if (plan.price.kind === 'free') return 0
  if (plan.price.kind === 'fixed') return plan.price.dollars
  return Math.round((salePrice * plan.price.percent) / 100)
}
