import type { Found, HoaPeriod } from './analysis'
import { findAmounts } from './amounts'
import type { ContractText } from './contract-text'

// the association's regular dues and how often they are paid; not its transfer or one-time fees
const duesWords =
  /\b(?:dues|common\s+charges?|(?:regular|annual|monthly|quarterly|association|hoa|maintenance)\s+(?:assessments?|fees?)|assessments?\s+(?:are|is|of)|assessments?\s*(?=:)|hoa\s+fees?|association\s+fees?|(?:regime|owners'?|homeowners'?|community)\s+(?:fees?|dues|assessments?)|condo(?:minium)?\s+fees?)/i
const notDues =
  /\b(?:transfer|capital|special|resale|initiation|working\s+capital|move[- ]in|certificate|estoppel|questionnaire|per\s+day|prorat\w*)\b/i
const periods: Array<[RegExp, HoaPeriod]> = [
  [
    /\bper\s+(?:calendar\s+)?month\b|\/\s*mo(?:nth)?\b|\bmonthly\b|\ba\s+month\b|\beach\s+month\b/i,
    'month',
  ],
  [/\bper\s+quarter\b|\/\s*(?:qtr|quarter)\b|\bquarterly\b|\beach\s+quarter\b/i, 'quarter'],
  [
    /\bper\s+(?:year|annum)\b|\/\s*(?:yr|year)\b|\bannual(?:ly)?\b|\byearly\b|\ba\s+year\b|\beach\s+year\b/i,
    'year',
  ],
]

function lastIndex(pattern: RegExp, text: string): number {
  const matches = [...text.matchAll(new RegExp(pattern.source, 'gi'))]
  const last = matches.at(-1)
  return last ? text.length - (last.index + last[0].length) : Infinity
}

export function findHoaDues(
  contract: ContractText,
): Found<{ amount: number; period: HoaPeriod }> | null {
  const association = contract.sentences.some((sentence) =>
    /\b(?:hoa|h\.o\.a|association|common\s+interest|condominium|regime)\b/i.test(sentence.text),
  )
  if (!association) return null
  for (const sentence of contract.sentences) {
    if (!duesWords.test(sentence.text)) continue
    for (const amount of findAmounts(sentence.text)) {
      const before = sentence.text.slice(Math.max(0, amount.start - 50), amount.start)
      const after = sentence.text.slice(amount.end, amount.end + 40)
      if (notDues.test(before) || notDues.test(after.slice(0, 12))) continue
      // "annual assessment of $1,200, payable monthly" is yearly; otherwise the nearest period word
      const named =
        /\b(annual|yearly|monthly|quarterly)\s+(?:regular\s+)?(?:hoa\s+|association\s+)?(?:dues|assessments?|fees?|common\s+charges?)\b[^$]{0,25}$/i.exec(
          before,
        )?.[1]
      const distance = (pattern: RegExp) =>
        Math.min(pattern.exec(after)?.index ?? Infinity, lastIndex(pattern, before.slice(-25)))
      const period =
        (named && periods.find(([pattern]) => pattern.test(named))?.[1]) ||
        periods
          .map(([pattern, name]) => ({ name, distance: distance(pattern) }))
          .filter((candidate) => candidate.distance < Infinity)
          .sort((a, b) => a.distance - b.distance)[0]?.name
      if (period) return { value: { amount: amount.value, period }, sentence: sentence.text }
    }
  }
  return null
}
