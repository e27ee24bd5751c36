import type { Deadline, FigureField, Found } from './analysis'
import { findAmounts, findPercents, type Amount } from './amounts'
import { isAmending, sentenceAndFollowing, type ContractText, type Sentence } from './contract-text'
import { deadlineIn } from './deadline-words'
import { amountAfterLabel, amountBeforeLabel, amountClosingRow } from './statements'

// the price and the earnest money, each wherever the contract states it

const priceLabel =
  /\b(?:purchase|sales?|selling|contract|offer(?:ed)?|agreed(?:\s+upon)?|total)\s+price\b|\b(?:total\s+)?consideration\b(?!\s+of\b)|^\s*(?:\(?[0-9a-z]{1,3}[.)]\s*)?price\b(?=\s*[.:])/i
const priceJoining =
  /^(?:seller|sellers|purchaser|is|shall|will|be|being|of|the|total|agreed|agrees|to|paid|payable|by|buyer|buyers|buyer's|for|property|premises|said|unit|home|house|residence|dwelling|land|real|estate|in|amount|sum|equal|which|u|s|dollars|lawful|money|united|states|currency|a|an|as|offered|offer|set|at|purchase|price|sales?|contract|amounts|hereby|pay|full)$/
const priceBeforeJoining = /^(?:full|total|the|as|purchase|price|sales?|u|s|dollars)$/
const earnestLabel =
  /(?<!\b(?:additional|second|further|increased?|subsequent)\)?\s+)\b(?:downpayment|earnest\s+money(?:\s+deposit)?|good\s+faith\s+deposit|(?:initial\s+|escrow\s+|binder\s+)?deposit|emd|binder)\b/i
const earnestJoining =
  /^(?:on|made|due|herewith|at|upon|signing|acceptance|execution|this|agreement|offer|contract|is|shall|will|be|of|the|in|amount|sum|a|an|total|buyer|buyer's|buyers|deposit|deposits|money|earnest|deliver|delivered|pay|paid|tender|make|with|by|check|wire|transfer|cashier's|certified|personal|funds|amounting|to|u|s|dollars|payable|held|escrow|emd|initial|amount\(s\))$/
const earnestBeforeJoining = /^(?:as|the|an|a|in|of|initial|for|total|dollars|and|by)$/
const notEarnestSentence =
  /\bsecurity deposit\b|\b(?:tenant|lease|rent(?:al)?|utility|pet)s?'?\b[^.]{0,40}\bdeposit|\bno\s+earnest\s+money\b/i

export type FigureStatement = { field: FigureField; amount: Amount; sentence: Sentence }

// "Buyer has deposited $5,000 with Listing Broker as earnest money"
function amountHeldAsEarnest(text: string): Amount | null {
  const amounts = findAmounts(text)
  for (const match of text.matchAll(new RegExp(earnestLabel.source, 'gi'))) {
    const amount = amounts.findLast((candidate) => candidate.end <= match.index)
    const gap = amount ? text.slice(amount.end, match.index) : ''
    if (
      amount &&
      gap.length <= 90 &&
      /\bas\s+(?:an?\s+|the\s+|its\s+)?(?:initial\s+)?$/i.test(gap) &&
      !/\b(?:loan|price|fee|option)\b/i.test(gap)
    )
      return amount
  }
  return null
}

function earnestAmountIn(text: string): Amount | null {
  if (notEarnestSentence.test(text)) return null
  return (
    amountBeforeLabel(text, earnestLabel, earnestBeforeJoining) ??
    amountAfterLabel(text, earnestLabel, earnestJoining) ??
    amountHeldAsEarnest(text) ??
    amountClosingRow(text, earnestLabel)
  )
}

// a label closing one sentence ("Purchase Price:") whose amount opens the next
function amountOpening(next: Sentence | undefined): Amount | null {
  if (!next) return null
  const amount = findAmounts(next.text)[0]
  return amount && /^[\s$(]*$/.test(next.text.slice(0, amount.start)) ? amount : null
}

// "SALE PRICE. The Property will be sold ... for the sum of $218,000.00": the first amount of a
// sentence under a heading in capitals that names the price
const priceHeading =
  /^\s*(?:\(?[0-9A-Z]{1,3}[.)]\s*)?(?:[A-Z]+\s+){0,2}(?:PRICE|CONSIDERATION)\s*[.:]\s/

function amountUnderHeading(text: string): Amount | null {
  return priceHeading.test(text) ? (findAmounts(text)[0] ?? null) : null
}

// every place the contract states the price or the earnest money
export function figureStatements(contract: ContractText): FigureStatement[] {
  const statements: FigureStatement[] = []
  contract.sentences.forEach((sentence, index) => {
    const text = sentence.text
    const next = contract.sentences[index + 1]
    const price =
      amountBeforeLabel(text, priceLabel, priceBeforeJoining) ??
      amountAfterLabel(text, priceLabel, priceJoining) ??
      (/\bprice"?\s*:?\s*$/i.test(text) &&
      !/\bof\s+(?:the\s+)?"?(?:purchase|sales?)\s+price"?\s*:?\s*$/i.test(text)
        ? amountOpening(next)
        : null) ??
      amountUnderHeading(text)
    if (price) statements.push({ field: 'price', amount: price, sentence })
    const earnest = earnestAmountIn(text)
    if (earnest) statements.push({ field: 'earnest-money', amount: earnest, sentence })
  })
  return statements
}

// "Buyer agrees to pay $245,000 for the Property", "agreed to sell to Buyer for sum of: $264,000"
// when no sentence names the price
const purchaseFor =
  /\b(?:purchase|buy|acquire|sell|convey)\b[^;]{0,160}?\bfor\b(?:\s+(?:the\s+)?(?:total\s+)?(?:sum|price|amount)\s+of)?\s*:?\s*\(?$|\b(?:buyer|purchaser)s?\s+(?:agrees?\s+to|shall|will)\s+pay\s+(?:to\s+seller\s+)?(?:the\s+sum\s+of\s+)?$/i
const notAboutPrice = /earnest|deposit|loan|mortgage|concession|credit|commission|dues|assessment/i

function priceWithoutLabel(contract: ContractText): Found<number> | null {
  for (const [index, sentence] of contract.sentences.entries()) {
    const next = contract.sentences[index + 1]
    const amount = findAmounts(sentence.text).find(
      (candidate) =>
        purchaseFor.test(sentence.text.slice(0, candidate.start)) &&
        !notAboutPrice.test(sentence.text.slice(0, candidate.start)),
    )
    if (amount) return { value: amount.value, sentence: sentence.text }
    const opening =
      purchaseFor.test(sentence.text) && !notAboutPrice.test(sentence.text)
        ? amountOpening(next)
        : null
    if (opening) return { value: opening.value, sentence: `${sentence.text} ${next!.text}` }
  }
  return null
}

// the figure as the contract finally states it: the offer's first statement of it, unless a
// counteroffer or amendment states it again
// "Base price ... $462,400 / Options ... $17,500 / TOTAL PURCHASE PRICE ... $479,900": the parts
// of a total are not the price, nor a second statement of it
const totalLabel = /\btotal\s+(?:purchase\s+|sales?\s+|contract\s+)?price\b[^$]{0,80}$/i
const isTotal = (statement: FigureStatement) =>
  totalLabel.test(statement.sentence.text.slice(0, statement.amount.start))

function statementsOf(
  contract: ContractText,
  statements: FigureStatement[],
  field: FigureField,
): FigureStatement[] {
  const stated = statements.filter((statement) => statement.field === field)
  const totals = stated.filter(
    (statement) => !isAmending(contract, statement.sentence) && isTotal(statement),
  )
  return totals.length === 0
    ? stated
    : stated.filter((statement) => isAmending(contract, statement.sentence) || isTotal(statement))
}

function governing(
  contract: ContractText,
  statements: FigureStatement[],
  field: FigureField,
): FigureStatement | undefined {
  const stated = statementsOf(contract, statements, field)
  return stated.findLast((statement) => isAmending(contract, statement.sentence)) ?? stated[0]
}

export function findPrice(
  contract: ContractText,
  statements: FigureStatement[],
): Found<number> | null {
  const price = governing(contract, statements, 'price')
  return price
    ? { value: price.amount.value, sentence: price.sentence.text }
    : priceWithoutLabel(contract)
}

// a figure the contract states differently: in words and digits that disagree, or as different
// amounts within the offer (or within the changes to it)
export function conflictingFigures(
  contract: ContractText,
  statements: FigureStatement[],
): Array<Found<{ field: FigureField; amounts: number[] }>> {
  const conflicts: Array<Found<{ field: FigureField; amounts: number[] }>> = []
  for (const field of ['price', 'earnest-money'] as const) {
    const all = statementsOf(contract, statements, field)
    const disagreeing = all.find(
      (statement) =>
        statement.amount.words !== null &&
        statement.amount.digits !== null &&
        statement.amount.words !== statement.amount.digits,
    )
    if (disagreeing) {
      conflicts.push({
        value: { field, amounts: [disagreeing.amount.digits!, disagreeing.amount.words!] },
        sentence: disagreeing.sentence.text,
      })
      continue
    }
    for (const stated of [
      all.filter((statement) => !isAmending(contract, statement.sentence)),
      all.filter((statement) => isAmending(contract, statement.sentence)),
    ]) {
      const differing = stated.find(
        (statement) => statement.amount.value !== stated[0]!.amount.value,
      )
      if (!differing) continue
      conflicts.push({
        value: { field, amounts: [...new Set(stated.map((statement) => statement.amount.value))] },
        sentence: differing.sentence.text,
      })
      break
    }
  }
  return conflicts
}

const earnestDelivery =
  /\b(?:earnest\s+money|deposit|escrow)\b[^.]*\b(?:deliver\w*|deposit\w*|tender\w*|paid|pay|made|submit\w*|wire\w*|due)\b|\b(?:deliver\w*|deposit\w*|tender\w*|made|due)\b[^.]*\b(?:earnest\s+money|deposit|emd)\b/i
const notEarnestDue =
  /\b(?:additional|increased|balance|refund\w*|return\w*|release\w*|forfeit\w*)\b/i

// "earnest money equal to one percent (1%) of the Purchase Price"
function earnestShareOfPrice(contract: ContractText, price: number | null): FigureStatement | null {
  if (price === null) return null
  for (const sentence of contract.sentences) {
    const label = new RegExp(earnestLabel.source, 'i').exec(sentence.text)
    if (!label || notEarnestSentence.test(sentence.text)) continue
    const share = findPercents(sentence.text).find(
      (percent) =>
        percent.start > label.index &&
        percent.start - label.index < 120 &&
        /^\s*\)?\s*of\s+(?:the\s+)?(?:total\s+)?(?:purchase|sales?|contract|offer)\s+price/i.test(
          sentence.text.slice(percent.end),
        ),
    )
    if (share) {
      const value = Math.round(price * share.value) / 100
      return {
        field: 'earnest-money',
        amount: { value, digits: value, words: null, start: share.start, end: share.end },
        sentence,
      }
    }
  }
  return null
}

export function findEarnestMoney(
  contract: ContractText,
  statements: FigureStatement[],
  price: number | null = null,
): Found<{ amount: number; due: Deadline | null }> | null {
  const first =
    governing(contract, statements, 'earnest-money') ?? earnestShareOfPrice(contract, price)
  if (!first) return null
  const namedDate = [...contract.namedDeadlines].find(([name]) => /earnest/.test(name))?.[1]
  let due: Deadline | null = namedDate ? { date: namedDate } : null
  for (const [position, sentence] of sentenceAndFollowing(contract, first.sentence, 3).entries()) {
    if (due) break
    if (
      position > 0 &&
      (!/\b(?:deposit|deliver|earnest|due|paid|pay|made|tender)/i.test(sentence.text) ||
        notEarnestDue.test(sentence.text))
    )
      continue
    // the statement's own words, up to any further deposit it goes on to describe
    const words =
      position === 0
        ? sentence.resolved.replace(
            /\b(?:additional|second|increased|further)\s+(?:earnest|deposit)[\s\S]*$/i,
            '',
          )
        : sentence.resolved
    due = deadlineIn(
      words,
      position === 0
        ? Math.max(0, words.search(/\b(?:within|no later than|on or before|by|upon)\b/i))
        : 0,
    )
    if (position === 0 && !due) due = deadlineIn(words)
  }
  // the next paragraphs often say how the deposit is made: "(ii) [X] is to be made within 3 days"
  for (const sentence of contract.sentences.slice(
    first.sentence.index + 1,
    first.sentence.index + 4,
  )) {
    if (due || /\b(?:additional|increased)\b/i.test(sentence.text)) break
    if (
      /^(?:\(?[a-z0-9]{1,4}[.)]\s*)*\[X\]|\(ii\)\s*\[X\]/i.test(sentence.text) ||
      /\[X\][^[]*\b(?:within|days?)\b/.test(sentence.text)
    )
      due = deadlineIn(sentence.resolved)
  }
  for (const sentence of contract.sentences) {
    if (due) break
    if (
      earnestDelivery.test(sentence.text) &&
      /earnest|deposit|\bemd\b/i.test(sentence.text) &&
      !notEarnestDue.test(sentence.text)
    )
      due = deadlineIn(sentence.resolved)
  }
  return { value: { amount: first.amount.value, due }, sentence: first.sentence.text }
}
