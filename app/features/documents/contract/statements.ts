import { findAmounts, type Amount } from './amounts'

// a term stated as "Label: value" or "the Label is/shall be value": the label, a few joining words
// (or a bracketed aside such as (the "Purchase Price")), then the value
const asides = /\((?:[^()$\d]|\d(?!\d*\s*%))*\)|"[^"]*"|'[A-Z][^']*'/g

export function onlyJoiningWords(gap: string, joining: RegExp): boolean {
  const words = gap
    .replace(/\b\d{1,2}(?::\d{2})?\s*(?:o'clock\s*)?(?:[ap]\.?m\.?|o'clock)(?=\s|$|[,;])/gi, ' ')
    .replace(asides, ' ')
    .toLowerCase()
    .replace(/[:=.\-,;"'|()§]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words.length <= 12 && words.every((word) => joining.test(word))
}

export function amountAfterLabel(
  text: string,
  label: RegExp,
  joining: RegExp,
  reference = /\b(?:of|toward|towards|against|to|from|plus|minus|exceed|exceeds|below|above|than|per|with|and)\s+(?:the\s+|said\s+|such\s+|buyer's\s+|seller's\s+)?$/i,
): Amount | null {
  const amounts = findAmounts(text)
  for (const match of text.matchAll(
    new RegExp(label.source, label.flags.includes('g') ? label.flags : `${label.flags}g`),
  )) {
    if (reference.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
    const end = match.index + match[0].length
    // "Purchase Price (including the Earnest Money of $5,000): $245,000" skips the bracketed aside
    const amount = amounts
      .filter((candidate) => candidate.start >= end)
      .find((candidate) =>
        onlyJoiningWords(text.slice(end, candidate.start).replace(/\([^()]*\)/g, ' '), joining),
      )
    if (amount) return amount
  }
  return null
}

// "$5,000 as earnest money": the value, then a few joining words, then the label
export function amountBeforeLabel(text: string, label: RegExp, joining: RegExp): Amount | null {
  const amounts = findAmounts(text)
  for (const match of text.matchAll(
    new RegExp(label.source, label.flags.includes('g') ? label.flags : `${label.flags}g`),
  )) {
    const amount = amounts.findLast((candidate) => candidate.end <= match.index)
    if (amount && onlyJoiningWords(text.slice(amount.end, match.index), joining)) return amount
  }
  return null
}

// a row of a payment schedule: the label opens it and its amount closes it, whatever is said
// between ("(a) Deposit, to be paid within five (5) business days after ... $49,800.00")
export function amountClosingRow(text: string, label: RegExp): Amount | null {
  const lead = /^\s*(?:\(?[0-9a-z]{1,3}[.)]\s*)*/i.exec(text)![0].length
  if (label.exec(text.slice(lead))?.index !== 0) return null
  const amounts = findAmounts(text)
  return amounts.length === 1 && /^\s*\.?\s*$/.test(text.slice(amounts[0]!.end))
    ? amounts[0]!
    : null
}
