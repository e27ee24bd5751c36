import type { Found } from './analysis'
import { findAmounts, findPercents } from './amounts'
import { withoutUnticked, type ContractText } from './contract-text'

// what the seller pays toward the buyer's costs: "Seller shall credit Buyer $3,500 toward Buyer's
// closing costs", or a share of the price
const concessionSentence =
  /\bseller\b[^.]*?\b(?:concession|contribut\w*|credit\w*|pay\w*|assist\w*)\b[^.]*?\b(?:closing\s+costs?|prepaid|prepaids|escrows|concessions?|costs|expenses|fees|buyer|purchaser)|\bseller(?:'s)?\s+(?:concessions?|contributions?|credits?|assistance)\b|\bclosing\s+cost\s+(?:assistance|credit)|\bseller[- ]paid\s+closing\s+costs?/i
const notConcession =
  /commission|broker|earnest|deposit|title insurance|owner's policy|transfer tax|repair|home warranty|residential service|reimburse|liquidated/i

export function findSellerConcessions(
  contract: ContractText,
  price: number | null,
): Found<number> | null {
  for (const sentence of contract.sentences) {
    const plain = sentence.text.replace(/(\d)\.(\d)/g, '$1$2')
    if (!concessionSentence.test(plain) || notConcession.test(plain)) continue
    const text = withoutUnticked(sentence.text)
    const amount = findAmounts(text)[0]
    const percent = findPercents(text).find((candidate) =>
      /^\s*\)?\s*of\s+(?:the\s+)?(?:total\s+)?(?:purchase|sales?|selling|contract|offer(?:ed)?|agreed(?:\s+upon)?)\s+price/i.test(
        text.slice(candidate.end),
      ),
    )
    // "Seller Concession: 3%" is a share of the price too
    const share =
      percent ??
      (!amount
        ? findPercents(text).find((candidate) => candidate.value > 0 && candidate.value <= 10)
        : undefined)
    if (share && price !== null && (!amount || share.start < amount.start))
      return { value: Math.round(price * share.value) / 100, sentence: sentence.text }
    if (amount && amount.value > 0) return { value: amount.value, sentence: sentence.text }
  }
  return null
}
