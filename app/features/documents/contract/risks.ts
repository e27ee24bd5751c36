import { clockParts, formatDollars } from '~/ui/format'
import type { ContractAnalysis, ContingencyKind, DeadlineEvent } from './analysis'
import { deadlineDate } from './business-days'
import { daysBetween } from './dates'

export const riskKinds = [
  'no-inspection-contingency',
  'no-financing-contingency',
  'short-contingency',
  'high-earnest-money',
  'as-is-without-inspection',
  'closing-before-financing-deadline',
  'conflicting-figures',
] as const
// risks a clause states outright: the sale is as-is, the seller warrants nothing, the buyer loses
// the earnest money as liquidated damages
export const clauseRiskKinds = ['as-is-sale', 'no-warranty', 'liquidated-damages'] as const
export type ClauseRiskKind = (typeof clauseRiskKinds)[number]
export type RiskKind = (typeof riskKinds)[number] | ClauseRiskKind
// risks a clause states outright: the sale is as-is, the seller warrants nothing, the buyer loses
// the earnest money as liquidated damages

export type Risk = { kind: RiskKind; reason: string; sentence: string | null }

const contingencyNames: Record<ContingencyKind, string> = {
  inspection: 'inspection',
  financing: 'financing',
  appraisal: 'appraisal',
  'sale-of-home': 'sale-of-your-home',
}
const eventNames: Record<DeadlineEvent, string> = {
  appraisal: 'appraisal',
  inspection: 'inspection report',
  'loan-commitment': 'loan commitment',
  'title-commitment': 'title commitment',
}
const shortDays = 3
const highEarnestShare = 0.03

const longDate = (date: string) => {
  const { month, day, year } = clockParts(Date.parse(`${date}T00:00:00Z`))
  return `${month} ${day}, ${year}`
}

const partWords: Record<string, string> = {
  roof: 'the roof',
  foundation: 'the foundation or structure',
  systems: 'the systems (plumbing, electrical, heating)',
  appliances: 'the appliances',
  condition: 'the condition of the home',
}
const listWords = (parts: string[]) => {
  const words = parts.map((part) => partWords[part] ?? part)
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

const looksLikeContract = (analysis: ContractAnalysis) =>
  Boolean(analysis.price || analysis.earnestMoney || analysis.closingDate || analysis.financing)

// what in the contract a buyer should look at twice, each with the sentence that shows it
export function contractRisks(analysis: ContractAnalysis): Risk[] {
  const risks: Risk[] = []
  const acceptance = analysis.effectiveDate?.value ?? null
  const has = (kind: ContingencyKind) =>
    analysis.contingencies.some((found) => found.value.kind === kind)
  const contract = looksLikeContract(analysis)

  if (contract && !has('inspection')) {
    risks.push({
      kind: 'no-inspection-contingency',
      reason:
        'The contract has no inspection contingency, so you could not cancel or renegotiate if an inspection finds problems.',
      sentence: null,
    })
  }
  const financing = analysis.financing
  if (financing && financing.value.type !== 'cash' && !has('financing')) {
    risks.push({
      kind: 'no-financing-contingency',
      reason:
        'You are paying with a loan, but the contract does not let you cancel if the loan falls through, so you could lose your earnest money.',
      sentence: financing.sentence,
    })
  }
  for (const found of analysis.contingencies) {
    const deadline = found.value.deadline
    if (!deadline) continue
    const days =
      'days' in deadline
        ? deadline.days
        : acceptance
          ? daysBetween(acceptance, deadline.date)
          : null
    if (days !== null && days <= shortDays) {
      const name = contingencyNames[found.value.kind]
      const after = 'after' in deadline ? ` after the ${eventNames[deadline.after]} arrives` : ''
      risks.push({
        kind: 'short-contingency',
        reason: `The ${name} contingency gives you only ${days} ${days === 1 ? 'day' : 'days'}${after}, which may not be enough time to act on it.`,
        sentence: found.sentence,
      })
    }
  }
  const earnest = analysis.earnestMoney
  const price = analysis.price
  if (
    earnest &&
    price &&
    price.value > 0 &&
    earnest.value.amount > price.value * highEarnestShare
  ) {
    risks.push({
      kind: 'high-earnest-money',
      reason: `The earnest money, ${formatDollars(earnest.value.amount)}, is more than 3% of the ${formatDollars(price.value)} price: a large sum to put at risk.`,
      sentence: earnest.sentence,
    })
  }
  if (analysis.asIs && !has('inspection')) {
    risks.push({
      kind: 'as-is-without-inspection',
      reason:
        'The home is sold as-is and you have no inspection contingency: you take on any defects without a chance to find them first.',
      sentence: analysis.asIs.sentence,
    })
  }
  const financingDeadline =
    analysis.financingDeadline && deadlineDate(analysis.financingDeadline.value, acceptance)
  if (analysis.closingDate && financingDeadline && analysis.closingDate.value < financingDeadline) {
    risks.push({
      kind: 'closing-before-financing-deadline',
      reason: `Closing (${longDate(analysis.closingDate.value)}) comes before the financing deadline (${longDate(financingDeadline)}): you could have to close before you know your loan is approved.`,
      sentence: analysis.closingDate.sentence,
    })
  }
  if (analysis.asIs)
    risks.push({
      kind: 'as-is-sale',
      reason:
        'The home is sold as-is: the seller does not have to repair anything, whatever an inspection finds.',
      sentence: analysis.asIs.sentence,
    })
  if (analysis.noWarranty)
    risks.push({
      kind: 'no-warranty',
      reason: `The seller gives no warranty on ${listWords(analysis.noWarranty.value)}: repairs found after closing are yours to pay for.`,
      sentence: analysis.noWarranty.sentence,
    })
  if (analysis.liquidatedDamages)
    risks.push({
      kind: 'liquidated-damages',
      reason:
        'Your earnest money is liquidated damages: if you do not close for a reason the contract does not allow, you lose the deposit.',
      sentence: analysis.liquidatedDamages.sentence,
    })
  for (const conflict of analysis.conflictingFigures) {
    const name = conflict.value.field === 'price' ? 'price' : 'earnest money'
    const amounts = conflict.value.amounts.map(formatDollars).join(' and ')
    risks.push({
      kind: 'conflicting-figures',
      reason: `The ${name} is stated as different amounts (${amounts}) in the contract; have it corrected before you sign.`,
      sentence: conflict.sentence,
    })
  }
  return risks
}
