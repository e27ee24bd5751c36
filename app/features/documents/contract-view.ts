import { formatDollars } from '~/ui/format'
import type { ContractAnalysis, Deadline, DeadlineEvent, Found } from './contract/analysis'

// what the review page shows of an analysis: one row per finding, with the sentence it came from
export type FindingRow = { label: string; value: string; sentence: string | null }

const financingLabels = {
  cash: 'Cash',
  conventional: 'Conventional loan',
  fha: 'FHA loan',
  va: 'VA loan',
  usda: 'USDA loan',
  seller: 'Seller financing',
  other: 'Other financing',
} as const
const contingencyLabels = {
  inspection: 'Inspection',
  financing: 'Financing',
  appraisal: 'Appraisal',
  'sale-of-home': "Sale of the buyer's home",
} as const

const deadlineEvents: Record<DeadlineEvent, string> = {
  appraisal: 'the appraisal is received',
  inspection: 'the inspection report is received',
  'loan-commitment': 'the loan commitment is received',
  'title-commitment': 'the title commitment is received',
}

export function deadlineText(deadline: Deadline | null): string {
  if (!deadline) return 'no deadline stated'
  if ('date' in deadline) return `by ${deadline.date}`
  const count = `${deadline.days} ${deadline.dayType === 'business' ? 'business' : 'calendar'} day${deadline.days === 1 ? '' : 's'}`
  return 'after' in deadline
    ? `${count} after ${deadlineEvents[deadline.after]}`
    : `${count} after acceptance`
}

function possessionText(value: string): string {
  if (value === 'at-closing') return 'At closing'
  const days = /^(\d+)-days?-after-closing$/.exec(value)
  return days ? `${days[1]} days after closing` : value
}

const row = <T>(label: string, found: Found<T> | null, show: (value: T) => string): FindingRow =>
  found
    ? { label, value: show(found.value), sentence: found.sentence }
    : { label, value: 'Not found', sentence: null }

export function findingRows(analysis: ContractAnalysis): FindingRow[] {
  const list = (items: Array<Found<string>>) =>
    items.length ? items.map((item) => item.value).join(', ') : 'None listed'
  return [
    row('Buyers', analysis.buyers, (names) => names.join(', ')),
    row('Sellers', analysis.sellers, (names) => names.join(', ')),
    row('Property address', analysis.propertyAddress, (address) => address),
    row('Purchase price', analysis.price, formatDollars),
    row(
      'Earnest money',
      analysis.earnestMoney,
      (money) => `${formatDollars(money.amount)}, due ${deadlineText(money.due)}`,
    ),
    row('Financing', analysis.financing, (financing) =>
      [
        financingLabels[financing.type],
        financing.loanAmount ? `loan of ${formatDollars(financing.loanAmount)}` : null,
        financing.rateCapPercent ? `rate at most ${financing.rateCapPercent}%` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ),
    row('Financing deadline', analysis.financingDeadline, deadlineText),
    row('Closing date', analysis.closingDate, (date) => date),
    row('Possession', analysis.possession, possessionText),
    ...(analysis.contingencies.length
      ? analysis.contingencies.map((found) => ({
          label: `${contingencyLabels[found.value.kind]} contingency`,
          value: deadlineText(found.value.deadline),
          sentence: found.sentence,
        }))
      : [{ label: 'Contingencies', value: 'None found', sentence: null }]),
    {
      label: 'Included',
      value: list(analysis.inclusions),
      sentence: analysis.inclusions[0]?.sentence ?? null,
    },
    {
      label: 'Excluded',
      value: list(analysis.exclusions),
      sentence: analysis.exclusions[0]?.sentence ?? null,
    },
    row('Seller concessions', analysis.sellerConcessions, formatDollars),
    analysis.asIs
      ? { label: 'Condition', value: 'Sold as is', sentence: analysis.asIs.sentence }
      : { label: 'Condition', value: 'No as-is clause found', sentence: null },
    row('HOA dues', analysis.hoaDues, (dues) => `${formatDollars(dues.amount)} a ${dues.period}`),
    ...analysis.closingCosts.map((found) => ({
      label: `Closing cost: ${found.value.item}`,
      value: found.value.payer === 'split' ? 'Split' : `Paid by the ${found.value.payer}`,
      sentence: found.sentence,
    })),
  ]
}
