import { planCostAt } from '~/features/payments/catalog'
import { planIds, sellerPlans, type SellerPlan } from '~/core/plans'
import { landingMessages } from './messages'

// the commission savings calculator (/landing/commission-savings-calculator): a GET form whose
// answers are the address, checked here field by field, and what a seller keeps at that price

const words = landingMessages.calculator

export const salePriceLimits = { min: 10_000, max: 10_000_000 } as const
export const maxCommissionPercent = 10

export type CalculatorInput = {
  price: number
  listingPercent: number
  buyerPercent: number
  plan: SellerPlan['id']
}
export const calculatorFields = ['price', 'listingPercent', 'buyerPercent', 'plan'] as const
export type CalculatorField = (typeof calculatorFields)[number]
export type CalculatorQuery = {
  // what was typed, to show again
  values: Record<CalculatorField, string>
  errors: Partial<Record<CalculatorField, string>>
  input: CalculatorInput | null
}

const wholeDollars = (raw: string) => {
  const cleaned = raw.replace(/[$,\s]/g, '')
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null
}

// 3, 2.5, 2.75% — up to two decimals, 0 to 10
const percent = (raw: string) => {
  const cleaned = raw.replace(/[%\s]/g, '')
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(cleaned)) return null
  const value = Number(cleaned)
  return value <= maxCommissionPercent ? value : null
}

export function parseCalculatorQuery(params: URLSearchParams): CalculatorQuery {
  const read = (name: CalculatorField) => (params.get(name) ?? '').trim().slice(0, 40)
  const values = {
    price: read('price'),
    listingPercent: read('listingPercent'),
    buyerPercent: read('buyerPercent'),
    plan: read('plan'),
  }
  // the page as first opened (a campaign's own parameters aside): the form with its suggestions,
  // and nothing to complain about
  if (!calculatorFields.some((name) => params.has(name)))
    return {
      values: { ...values, listingPercent: '3', buyerPercent: '', plan: 'expert-on-call' },
      errors: {},
      input: null,
    }
  const price = wholeDollars(values.price)
  const listingPercent = percent(values.listingPercent)
  const buyerPercent = values.buyerPercent === '' ? 0 : percent(values.buyerPercent)
  const plan = (planIds as readonly string[]).includes(values.plan)
    ? (values.plan as SellerPlan['id'])
    : null
  const errors: CalculatorQuery['errors'] = {
    ...(price === null || price < salePriceLimits.min || price > salePriceLimits.max
      ? { price: words.priceInvalid }
      : {}),
    ...(listingPercent === null ? { listingPercent: words.listingPercentInvalid } : {}),
    ...(buyerPercent === null ? { buyerPercent: words.buyerPercentInvalid } : {}),
    ...(plan === null ? { plan: words.planMissing } : {}),
  }
  if (Object.keys(errors).length > 0) return { values, errors, input: null }
  return {
    values,
    errors,
    input: {
      price: price!,
      listingPercent: listingPercent!,
      buyerPercent: buyerPercent!,
      plan: plan!,
    },
  }
}

export type KeepRow = {
  id: 'traditional' | SellerPlan['id']
  name: string
  listingSide: number
  buyerSide: number
  keeps: number
  saves: number
}

const dollarsAt = (price: number, percent: number) => Math.round((price * percent) / 100)

// what the seller pays and keeps: a traditional listing commission, and each Threshold plan in its
// place; the buyer's agent's share, when the seller offers one, is paid in every case
export function commissionComparison({
  price,
  listingPercent,
  buyerPercent,
}: Omit<CalculatorInput, 'plan'>): KeepRow[] {
  const buyerSide = dollarsAt(price, buyerPercent)
  const traditional = dollarsAt(price, listingPercent)
  const keeps = (listingSide: number) => price - listingSide - buyerSide
  return [
    {
      id: 'traditional',
      name: 'Traditional commission',
      listingSide: traditional,
      buyerSide,
      keeps: keeps(traditional),
      saves: 0,
    },
    ...sellerPlans.map((plan) => {
      const listingSide = planCostAt(plan, price)
      return {
        id: plan.id,
        name: plan.name,
        listingSide,
        buyerSide,
        keeps: keeps(listingSide),
        saves: traditional - listingSide,
      }
    }),
  ]
}
