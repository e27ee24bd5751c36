import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { buyerMessages } from './messages'

// what a home for sale costs a month (ADR 069): principal and interest on a fixed-rate loan,
// property tax, home insurance and, where the listing says, HOA dues. Pure arithmetic and the
// page's GET form schema, shared by the loader and the figures that follow typing

const words = buyerMessages.monthlyCost

export const monthlyCostLimits = {
  down: { min: 0, max: 100 },
  rate: { min: 0, max: 25 },
  term: { min: 10, max: 30 },
} as const

export const MonthlyCostSchema = z.object({
  // percent of the price, so a shared address fits any home
  down: z
    .number({ required_error: words.downMissing, invalid_type_error: words.downInvalid })
    .min(monthlyCostLimits.down.min, words.downRange)
    .max(monthlyCostLimits.down.max, words.downRange),
  rate: z
    .number({ required_error: words.rateMissing, invalid_type_error: words.rateInvalid })
    .min(monthlyCostLimits.rate.min, words.rateRange)
    .max(monthlyCostLimits.rate.max, words.rateRange),
  term: z
    .number({ required_error: words.termMissing, invalid_type_error: words.termInvalid })
    .int(words.termInvalid)
    .min(monthlyCostLimits.term.min, words.termRange)
    .max(monthlyCostLimits.term.max, words.termRange),
})
export type MonthlyCostTerms = z.infer<typeof MonthlyCostSchema>
export const monthlyCostFields = ['down', 'rate', 'term'] as const
export type MonthlyCostField = (typeof monthlyCostFields)[number]

// the payment that repays `loan` in equal monthly instalments over `years` at `ratePercent` a
// year, compounded monthly: loan · r / (1 − (1 + r)^−n), or loan / n when the rate is 0
export function monthlyPrincipalAndInterest(
  loan: number,
  ratePercent: number,
  years: number,
): number {
  if (loan <= 0) return 0
  const months = years * 12
  const monthlyRate = ratePercent / 100 / 12
  if (monthlyRate === 0) return loan / months
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
}

// what is still owed after `paid` monthly payments, to the cent (the balance column of an
// amortisation table): loan · (1 + r)^k − payment · ((1 + r)^k − 1) / r
export function balanceAfter(
  loan: number,
  ratePercent: number,
  years: number,
  paid: number,
): number {
  const payment = monthlyPrincipalAndInterest(loan, ratePercent, years)
  const monthlyRate = ratePercent / 100 / 12
  const owed =
    monthlyRate === 0
      ? loan - payment * paid
      : loan * (1 + monthlyRate) ** paid - (payment * ((1 + monthlyRate) ** paid - 1)) / monthlyRate
  return Math.max(0, Math.round(owed * 100) / 100)
}

// the market's yearly rates, as percentages of the price; stated on the page as assumptions
export type CostAssumptions = {
  taxRatePercent: number
  insuranceRatePercent: number
}

export type MonthlyCost = {
  price: number
  downPayment: number
  loan: number
  // whole dollars a month; the total is the sum of the parts as shown, so the table adds up
  principalAndInterest: number
  propertyTax: number
  insurance: number
  // null: the listing does not say
  hoa: number | null
  total: number
}

export function monthlyCost(
  { price, hoaMonthly = null }: { price: number; hoaMonthly?: number | null },
  { down, rate, term }: MonthlyCostTerms,
  { taxRatePercent, insuranceRatePercent }: CostAssumptions,
): MonthlyCost {
  const downPayment = Math.round((price * down) / 100)
  const loan = Math.max(0, price - downPayment)
  const principalAndInterest = Math.round(monthlyPrincipalAndInterest(loan, rate, term))
  const propertyTax = Math.round((price * taxRatePercent) / 100 / 12)
  const insurance = Math.round((price * insuranceRatePercent) / 100 / 12)
  const hoa = hoaMonthly === null ? null : Math.round(hoaMonthly)
  return {
    price,
    downPayment,
    loan,
    principalAndInterest,
    propertyTax,
    insurance,
    hoa,
    total: principalAndInterest + propertyTax + insurance + (hoa ?? 0),
  }
}

export type MonthlyCostQuery = {
  // what was typed, to show again
  values: Record<MonthlyCostField, string>
  errors: Partial<Record<MonthlyCostField, string>>
  terms: MonthlyCostTerms | null
}

// the form's answers from the address (or from the form as typed): the defaults when none was
// sent, else each field checked by MonthlyCostSchema
export function parseMonthlyCostQuery(
  params: URLSearchParams | FormData,
  defaults: MonthlyCostTerms,
): MonthlyCostQuery {
  if (!monthlyCostFields.some((name) => params.has(name)))
    return {
      values: {
        down: String(defaults.down),
        rate: String(defaults.rate),
        term: String(defaults.term),
      },
      errors: {},
      terms: defaults,
    }
  const read = (name: MonthlyCostField) => {
    const value = params.get(name)
    return typeof value === 'string' ? value.trim().slice(0, 20) : ''
  }
  const values = { down: read('down'), rate: read('rate'), term: read('term') }
  const cleaned = new URLSearchParams(
    Object.entries(values).map(([name, value]) => [name, value.replace(/[%,\s]/g, '')]),
  )
  const submission = parseWithZod(cleaned, { schema: MonthlyCostSchema })
  if (submission.status === 'success') return { values, errors: {}, terms: submission.value }
  const errors: MonthlyCostQuery['errors'] = {}
  for (const name of monthlyCostFields) {
    const message = submission.error?.[name]?.[0]
    if (message) errors[name] = message
  }
  return { values, errors, terms: null }
}
