import type { Deadline, FinancingType, Found } from './analysis'
import { findPercents } from './amounts'
import {
  boxesIn,
  isAmending,
  isUncheckedAt,
  type ContractText,
  type Sentence,
} from './contract-text'
import { deadlineIn } from './deadline-words'
import { amountAfterLabel, amountBeforeLabel, amountClosingRow } from './statements'

const typeWords: Array<[RegExp, FinancingType]> = [
  [/\bconventional\b/i, 'conventional'],
  [/\bFHA\b|federal housing administration/i, 'fha'],
  [/\bVA\b|veterans'? affairs|veterans administration|\bDVA\b/, 'va'],
  [/\bUSDA\b|rural development|rural housing/i, 'usda'],
  [
    /\b(?:seller|owner)[- ](?:financ\w*|carry|carried|held|will finance)|\b(?:seller|owner)\s+(?:will|shall|agrees\s+to)\s+(?:carry|finance)\b|purchase[- ]money (?:note|mortgage|loan)|land contract|contract for deed|seller carry-?back|note (?:to|held by) seller/i,
    'seller',
  ],
  [/\b(?:all[- ])?cash\b/i, 'cash'],
  [/\bassum(?:ption|e|able)\b|\bother\b/i, 'other'],
]
const financingContext = /\bloan|financ|mortgage|\bcash\b|conventional|\bFHA\b|\bVA\b|USDA/i
const notFinancingContext =
  /earnest|deposit|closing costs? (?:paid|to be paid)|title|escrow fee|payable by|paid by/i

// a ticked box among financing choices: "[X] Conventional [ ] FHA [ ] VA"
function checkedType(contract: ContractText): Found<FinancingType> | null {
  for (const sentence of contract.sentences) {
    const boxes = boxesIn(sentence.text)
    if (boxes.length === 0 || notFinancingContext.test(sentence.text.slice(0, boxes[0]!.start)))
      continue
    const paragraph = contract.paragraphs[sentence.paragraph]!.map((other) => other.text).join(' ')
    if (!financingContext.test(paragraph)) continue
    for (const box of boxes.filter((candidate) => candidate.checked)) {
      const label = box.label.slice(0, 60)
      const type = typeWords.find(([pattern]) => pattern.test(label))?.[1]
      // "[X] CASH SALE WITH NEW MORTGAGE" is a loan, whose kind the words after the box tell
      if (
        type === 'cash' &&
        /\b(?:with|and|plus)\s+(?:an?\s+)?(?:new\s+)?(?:mortgage|loan|financing)\b/i.test(label)
      )
        continue
      if (type && (type !== 'other' || /^other\b|assum/i.test(label)))
        return { value: type, sentence: sentence.text }
    }
  }
  return null
}

const cashStatement =
  /\ball[- ]cash\b|\bpay\s+(?:all\s+)?cash\b|\bcash\s+(?:at|to)\s+close\b[^.]{0,30}\bno\s+(?:loan|financing)|\bin\s+full\s+in\s+cash\b|\bpayable\s+in\s+cash\b|\bcash\s+(?:offer|purchase|transaction|sale|buyer)\b|\bpay\b[^.]{0,60}\bin\s+cash\b|\bin\s+cash\s+at\s+closing\b|\bpaid\s+(?:entirely|in\s+full|wholly)\s+(?:in|with)\s+cash\b|\b(?:with|in)\s+(?:good|certified|immediately available)?\s*(?:cash|funds)\b[^.]{0,40}\bno\s+(?:loan|financing)|\bnot\s+(?:be\s+)?(?:obtaining|seeking|applying for)\s+(?:a\s+|any\s+)?(?:loan|financing|mortgage)|\bwithout\s+(?:any\s+)?(?:a\s+)?(?:loan|mortgage|third[- ]party financing)\b|\bno\s+(?:loan|mortgage|third[- ]party financing)\s+(?:is|will be)\b/i
const obtainLoan =
  /\b(?:obtain|apply\s+for|secure|qualify\s+for|procure|financ\w*\s+(?:the\s+(?:purchase|property|home|balance)\s+)?(?:by|through|with)|by\s+means\s+of|through|loan\s+type\s*:|type\s+of\s+(?:loan|financing)\s*:|financing\s*:)\s*(?:an?\s+|the\s+)?(?:new\s+)?(?:first\s+)?(?:mortgage\s+)?(?:loan\s+)?(conventional|FHA|VA|USDA|seller|owner)\b/i
const conditional =
  /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:if|in the event|when|should)\b|\bif the (?:loan|financing) is\b|\bunless\b/i

function statedType(contract: ContractText): Found<FinancingType> | null {
  for (const sentence of contract.sentences) {
    const match = obtainLoan.exec(sentence.text)
    if (match && !isUncheckedAt(sentence.text, match.index) && !conditional.test(sentence.text)) {
      const type = typeWords.find(([pattern]) => pattern.test(match[1]!))?.[1]
      if (type) return { value: type, sentence: sentence.text }
    }
  }
  for (const sentence of contract.sentences) {
    const match = cashStatement.exec(sentence.text)
    const negated =
      match &&
      (/\bnot\s+an?\s+(?:all[- ])?cash\b/i.test(sentence.text) ||
        /\bnot\s+(?:be\s+)?$/i.test(sentence.text.slice(0, match.index)))
    if (match && !negated && !isUncheckedAt(sentence.text, match.index))
      return { value: 'cash', sentence: sentence.text }
  }
  for (const sentence of contract.sentences) {
    if (conditional.test(sentence.text) || !financingContext.test(sentence.text)) continue
    for (const [pattern, type] of typeWords.slice(0, 5)) {
      const match = pattern.exec(sentence.text)
      if (match && !isUncheckedAt(sentence.text, match.index))
        return { value: type, sentence: sentence.text }
    }
  }
  return null
}

const loanLabel =
  /\b(?:loan(?:\s+amount)?|mortgage(?:\s+loan)?|amount\s+financed|principal\s+amount|financing|finance|note)\b/i
const loanJoining =
  /^(?:more|original|promissory|selected|less|than|amount|amounts|of|in|the|a|an|principal|sum|not|to|exceed|for|first|mortgage|loan|conventional|fha|va|usda|new|is|shall|will|be|total|approximately|base|maximum|minimum|up|at|least|equal|u\.?s\.?|dollars|with|obtain|from|lender|institutional|third|party)$/
// "the balance of $240,000 to be financed", "$158,400 by a purchase money note"
const financedLabel =
  /\b(?:to\s+be\s+)?financed\b|\bby\s+(?:a\s+|an\s+)?(?:new\s+)?(?:first\s+)?(?:conventional\s+|fha\s+|va\s+|usda\s+)?(?:mortgage\s+)?loan\b|\bby\s+(?:a\s+)?purchase\s+money\s+(?:promissory\s+)?note\b|\bnew\s+(?:first\s+)?loan\b/i
const financedJoining = /^(?:to|be|the|balance|of|remaining|which|shall|will|is|u|s|dollars)$/
// a row of the payment schedule: "(b) by the proceeds of the Mortgage Commitment ... $480,000.00"
const loanProceeds =
  /(?:by\s+)?(?:the\s+)?proceeds\s+of\s+(?:the\s+|a\s+|any\s+)?(?:(?:new|first|conventional|fha|va|usda)\s+){0,3}(?:mortgage|loan|financing)\b/i
const priceShare =
  /^\s*\)?\s*of\s+(?:the\s+)?(?:total\s+)?(?:purchase|sales?|selling|contract|offer(?:ed)?|agreed(?:\s+upon)?)\s+price/i

function loanAmountIn(text: string, price: number | null): number | null {
  // "with a down payment of 20% of the purchase price": the loan is the rest
  const down = findPercents(text).find(
    (percent) =>
      priceShare.test(text.slice(percent.end)) &&
      /\bdown\s*payment\b[^%]{0,20}$/i.test(
        text.slice(Math.max(0, percent.start - 30), percent.start),
      ),
  )
  if (down && price !== null) return Math.round(price * (100 - down.value)) / 100
  if (
    /earnest|deposit|down payment|cash portion|concession|seller\s+(?:shall|will)\s+(?:pay|credit)/i.test(
      text,
    ) &&
    !/\bloan amount\b/i.test(text)
  )
    return null
  const amount =
    amountAfterLabel(
      text,
      loanLabel,
      loanJoining,
      /\b(?:of|toward|to|from|than|exceed)\s+(?:the\s+)?$/i,
    ) ??
    amountBeforeLabel(text, financedLabel, financedJoining) ??
    amountClosingRow(text, loanProceeds)
  if (amount) return amount.value
  if (price === null || !/\bloan|mortgage|financ/i.test(text)) return null
  const share = findPercents(text).find(
    (percent) =>
      priceShare.test(text.slice(percent.end)) &&
      /\bloan|financ|mortgage|ltv|loan[- ]to[- ]value/i.test(text.slice(0, percent.start)),
  )
  return share ? Math.round((price * share.value) / 100) : null
}

const rateWords = /\binterest\b|\brate\b/i
const notRate =
  /^\s*\)?\s*of\s+(?:the\s+)?(?:loan|purchase|sales?|contract|total|principal|price)\b/i
const feeBefore =
  /\b(?:fees?|points?|origination|charges?|ltv|loan[- ]to[- ]value|down\s+payment|commission)\b[^%]{0,30}$/i

// "an interest rate not to exceed 6.875% per annum", "interest at the fixed rate of eight percent (8.00%)"
function rateCapIn(text: string): number | null {
  if (!rateWords.test(text)) return null
  const percents = findPercents(text).filter(
    (percent) =>
      percent.value > 0 &&
      percent.value < 25 &&
      !notRate.test(text.slice(percent.end)) &&
      !feeBefore.test(text.slice(Math.max(0, percent.start - 40), percent.start)),
  )
  const rates = percents.filter((percent) =>
    rateWords.test(text.slice(Math.max(0, percent.start - 60), percent.start)),
  )
  const capped = rates.find((percent) =>
    /\b(?:exceed|exceeding|maximum|max|cap|ceiling|more\s+than|higher\s+than|greater\s+than|up\s+to|at\s+or\s+below)\b[^%]{0,40}$/i.test(
      text.slice(Math.max(0, percent.start - 50), percent.start),
    ),
  )
  return (capped ?? rates[0])?.value ?? null
}

const deadlineLabel =
  /\b(?:financing|loan|mortgage)\s+(?:commitment|approval|contingency)?\s*(?:deadline|date)\b|\bloan\s+commitment\s+date\b/i

// a deadline the contract names for the loan ("Financing Deadline: March 1, 2027"), when no
// financing contingency carries one
export function findFinancingDeadline(contract: ContractText): Found<Deadline> | null {
  for (const sentence of contract.sentences) {
    const match = deadlineLabel.exec(sentence.resolved)
    if (!match || /\bapplication\b/i.test(sentence.text)) continue
    const deadline = deadlineIn(sentence.resolved, match.index)
    if (deadline) return { value: deadline, sentence: sentence.text }
  }
  return null
}

export function findFinancing(
  contract: ContractText,
  price: number | null,
): Found<{ type: FinancingType; loanAmount: number | null; rateCapPercent: number | null }> | null {
  const type = checkedType(contract) ?? statedType(contract)
  const aboutLoans = contract.sentences.filter((sentence) =>
    /\bloan|mortgage|financ|amount financed|\bnote\b/i.test(sentence.text),
  )
  // a counteroffer's or amendment's loan amount replaces the offer's
  const loanSentences: Sentence[] = [
    ...aboutLoans.filter((sentence) => isAmending(contract, sentence)),
    ...aboutLoans.filter((sentence) => !isAmending(contract, sentence)),
  ]
  const rateSentences = contract.sentences.filter((sentence) => rateWords.test(sentence.text))
  if (!type) {
    // a mortgage from a lender, neither insured nor guaranteed by an agency, is a conventional loan
    const found = loanSentences
      .map((sentence) => ({ sentence, amount: loanAmountIn(sentence.text, price) }))
      .find((candidate) => candidate.amount !== null)
    if (!found) return null
    const rateCapPercent =
      rateSentences.map((sentence) => rateCapIn(sentence.text)).find((value) => value !== null) ??
      null
    return {
      value: { type: 'conventional', loanAmount: found.amount, rateCapPercent },
      sentence: found.sentence.text,
    }
  }
  if (type.value === 'cash')
    return {
      value: { type: 'cash', loanAmount: null, rateCapPercent: null },
      sentence: type.sentence,
    }
  const loanAmount =
    loanSentences
      .map((sentence) => loanAmountIn(sentence.text, price))
      .find((value) => value !== null) ?? null
  const rateCapPercent =
    rateSentences.map((sentence) => rateCapIn(sentence.text)).find((value) => value !== null) ??
    null
  return { value: { type: type.value, loanAmount, rateCapPercent }, sentence: type.sentence }
}
