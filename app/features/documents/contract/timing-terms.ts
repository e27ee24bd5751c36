import type { Found, Possession } from './analysis'
import { addBusinessDays } from './business-days'
import { replacementAt } from './amendments'
import { boxesIn, isAmending, withoutUnticked, type ContractText } from './contract-text'
import { addCalendarDays, findDates, findDurations } from './dates'
import { onlyJoiningWords } from './statements'

const strongEffective =
  /\b(?:effective\s+date|acceptance\s+date|ratification\s+date|date\s+of\s+(?:final\s+|mutual\s+)?(?:acceptance|ratification)|binding\s+agreement\s+date|accepts?\s+(?:the\s+)?(?:foregoing\s+|above\s+|within\s+)?offer(?:\s+on|\s+this)?|(?:foregoing\s+|above\s+|within\s+)?offer\s+is\s+(?:hereby\s+)?accepted(?:\s+on|\s+this)?|mutual\s+acceptance\s+date)\b/gi
const weakEffective =
  /\b(?:contract\s+date|date\s+of\s+(?:this\s+)?(?:agreement|contract)|made\s+(?:and\s+entered\s+into\s+)?(?:on|as\s+of|this)|entered\s+into\s+(?:on|as\s+of|this)|executed(?:\s+on|\s+as\s+of)?|^dated(?:\s+as\s+of)?)\b/gi
const effectiveJoining =
  /^(?:is|shall|will|be|the|this|on|of|as|day|date|agreement|contract|by|and|between|parties|made|entered|into|hereof|effective|acceptance|mutual|which|final)$/

function dateAfterLabel(contract: ContractText, label: RegExp): Found<string> | null {
  for (const sentence of contract.sentences) {
    const dates = findDates(sentence.text)
    if (dates.length === 0) continue
    for (const match of sentence.text.matchAll(label)) {
      if (
        /\b(?:after|following|from|of|before|prior\s+to|not)\s+(?:the\s+)?$/i.test(
          sentence.text.slice(Math.max(0, match.index - 25), match.index),
        )
      )
        continue
      const end = match.index + match[0].length
      const date = dates.find((candidate) => candidate.start >= end)
      if (date && onlyJoiningWords(sentence.text.slice(end, date.start), effectiveJoining))
        return { value: date.date, sentence: sentence.text }
    }
    const named =
      /\(\s*(?:the\s+)?"?(?:effective|acceptance|binding\s+agreement|ratification)\s+date"?\s*\)/i.exec(
        sentence.text,
      )
    const before =
      named &&
      label === strongEffective &&
      dates.findLast((candidate) => candidate.end <= named.index)
    if (before) return { value: before.date, sentence: sentence.text }
  }
  return null
}

// the day the contract took effect, when the contract states it
export function findEffectiveDate(contract: ContractText): Found<string> | null {
  return dateAfterLabel(contract, strongEffective) ?? dateAfterLabel(contract, weakEffective)
}

const closingLabel =
  /\b(?:closing|settlement|close\s+of\s+escrow|coe|closing\s+and\s+funding|act\s+of\s+sale)(?:\s+date)?\b|\bdeed\s+(?:is\s+to|shall|will)\s+be\s+delivered\b|\btime\s+for\s+performance\b|\bdate\s+of\s+closing\b|\bclose\s+escrow\b|\b(?:transaction|sale|escrow|agreement)\s+(?:shall|will|must)\s+(?:be\s+)?close[ds]?\b/gi
const closingJoining =
  /^(?:passed|executed|notary|deadline|referenced|date|is|shall|will|must|be|occur|take|place|held|made|completed|on|or|before|by|no|not|later|than|the|of|this|sale|transaction|agreement|contract|purchase|escrow|close|closed|closing|and|funding|at|a|an|day|scheduled|for|set|approximately|about|estimated|expected|to|upon|deed|delivery|delivered|consummated|effected|final|funded|coe|is|to|be)$/
const notClosingStatement = /\b(?:if|unless|in the event)\b[^.]*\b(?:not|fail)/i
const namedClosing =
  /\(\s*(?:the\s+)?"?(?:closing|settlement|coe|close\s+of\s+escrow)\s+date"?\s*\)/i

// "Closing Date: March 15, 2027", "Closing shall occur on or before the 15th day of March, 2027",
// or a count of days after acceptance when the contract states the acceptance date
// a counteroffer, amendment or rider that gives closing a new date
function amendedClosing(contract: ContractText): Found<string> | null {
  for (const sentence of contract.sentences.filter((candidate) =>
    isAmending(contract, candidate),
  )) {
    const label = /\b(?:closing|settlement|close\s+of\s+escrow|coe)(?:\s+date)?\b/i.exec(
      sentence.text,
    )
    const from = label ? replacementAt(sentence.text.slice(label.index)) : null
    const date = from === null ? undefined : findDates(sentence.text.slice(label!.index + from))[0]
    if (date) return { value: date.date, sentence: sentence.text }
  }
  return null
}

export function findClosingDate(
  contract: ContractText,
  effectiveDate: string | null,
): Found<string> | null {
  const amended = amendedClosing(contract)
  if (amended) return amended
  let relative: Found<string> | null = null
  for (const sentence of contract.sentences) {
    const text = withoutUnticked(sentence.text)
    const dates = findDates(text)
    const durations = findDurations(text)
    const named = namedClosing.exec(text)
    const before = named && dates.findLast((candidate) => candidate.end <= named.index)
    if (before) return { value: before.date, sentence: sentence.text }
    for (const match of text.matchAll(closingLabel)) {
      if (
        /\b(?:after|following|before|prior\s+to|from|until|through|at|of|by|before|in)\s+(?:the\s+)?$/i.test(
          text.slice(Math.max(0, match.index - 20), match.index),
        )
      )
        continue
      const end = match.index + match[0].length
      const date = dates.find((candidate) => candidate.start >= end)
      if (
        date &&
        onlyJoiningWords(text.slice(end, date.start), closingJoining) &&
        !notClosingStatement.test(text.slice(0, match.index))
      )
        return { value: date.date, sentence: sentence.text }
      const duration = durations.find(
        (candidate) => candidate.start >= end && candidate.anchor === 'start',
      )
      if (
        !relative &&
        effectiveDate &&
        duration &&
        onlyJoiningWords(text.slice(end, duration.start), closingJoining) &&
        /^\W*(?:after|following|from)\b/i.test(text.slice(duration.end))
      ) {
        relative = {
          value:
            duration.dayType === 'business'
              ? addBusinessDays(effectiveDate, duration.days)
              : addCalendarDays(effectiveDate, duration.days),
          sentence: sentence.text,
        }
      }
    }
  }
  return relative ?? loosely(contract)
}

// "The closing shall take place at the office of Seller's attorney on or about June 30, 2027": a few
// words of place between closing and its date, when no sentence states the date more plainly
const notAboutClosing =
  /inspect|financ|loan|apprais|deposit|earnest|notice|terminat|prior|after|contingen|possession|offer|accept|expir|extend|extension|title\s+commitment|survey|walk/i
function loosely(contract: ContractText): Found<string> | null {
  for (const sentence of contract.sentences) {
    const text = withoutUnticked(sentence.text)
    const label =
      /\b(?:the\s+)?(?:closing|settlement|close\s+of\s+escrow|act\s+of\s+sale)\b(?!\s+(?:costs?|agent|attorney|office|statement|documents?|funds|fees?))/i.exec(
        text,
      )
    if (!label || notClosingStatement.test(text.slice(0, label.index))) continue
    const date = findDates(text).find((candidate) => candidate.start > label.index)
    const gap = date && text.slice(label.index + label[0].length, date.start)
    if (gap && gap.split(/\s+/).filter(Boolean).length <= 20 && !notAboutClosing.test(gap))
      return { value: date.date, sentence: sentence.text }
  }
  return null
}

const atClosing =
  /\bdate\s+of\s+(?:closing|settlement)\b|\b(?:at|upon|on|by|with|after)\s+(?:the\s+)?(?:(?:day\s+and\s+)?time\s+of\s+(?:the\s+)?|date\s+of\s+|day\s+of\s+)?(?:closing|settlement|close\s+of\s+escrow|coe|recording|recordation|funding|act\s+of\s+sale|delivery\s+of\s+(?:the\s+)?deed|deed\s+delivery)\b/i
const possessionSentence =
  /\bpossession\b|\boccupancy\b|\brent[- ]?back\b|\bremain\s+in\s+(?:the\s+)?(?:property|home|premises)\b|\boccupy\b[^.]{0,40}\bafter\s+closing/i
const ordinalDays: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
}

function possessionIn(text: string): Possession | null {
  const afterClosing = findDurations(text).find((duration) => duration.anchor === 'after-closing')
  const ordinal =
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+(?:\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\)\s+)?(?:calendar\s+)?day\s+(?:after|following)\s+(?:the\s+)?(?:closing|settlement|close\s+of\s+escrow|coe|recording|funding)/i.exec(
      text,
    )
  const hours =
    /\b(\d{1,3})\s*(?:\(\d+\)\s*)?hours?\s+(?:after|following)\s+(?:the\s+)?(?:closing|settlement|close\s+of\s+escrow|coe|recording|funding)/i.exec(
      text,
    )
  const date = findDates(text)[0]
  const closing = atClosing.exec(text)
  const candidates: Array<[number, Possession]> = []
  if (afterClosing) candidates.push([afterClosing.start, `${afterClosing.days}-days-after-closing`])
  if (ordinal)
    candidates.push([
      ordinal.index,
      `${ordinalDays[ordinal[1]!.toLowerCase()] ?? parseInt(ordinal[1]!, 10)}-days-after-closing`,
    ])
  if (hours)
    candidates.push([hours.index, `${Math.ceil(Number(hours[1]) / 24)}-days-after-closing`])
  if (date) candidates.push([date.start, date.date])
  if (closing) candidates.push([closing.index, 'at-closing'])
  return candidates.sort((a, b) => a[0] - b[0])[0]?.[1] ?? null
}

// the words of a sentence about possession, from its first mention outside a heading in capitals
// ("9. CLOSING AND POSSESSION. Closing shall occur ..." speaks of closing first)
function possessionWords(text: string): string | null {
  const heading =
    /^(?:\(?[0-9a-z]{1,4}(?:\.\d{1,3})*[.)]\s+)?[^a-z.:]*[.:]\s/.exec(text)?.[0].length ?? 0
  const mention = [...text.matchAll(new RegExp(possessionSentence.source, 'gi'))].find(
    (match) => match.index >= heading,
  )
  return mention ? text.slice(mention.index) : null
}

export function findPossession(contract: ContractText): Found<Possession> | null {
  for (const sentence of contract.sentences) {
    const words = possessionWords(sentence.resolved)
    if (
      !words ||
      /\bin\s+possession\s+of\s+(?:any|the)\s+(?:documents?|keys|reports?)|fails?\s+to\s+deliver\s+possession/i.test(
        sentence.text,
      )
    )
      continue
    const boxes = boxesIn(words)
    const ticked = boxes
      .filter((box) => box.checked)
      .map((box) => box.label)
      .join(' ')
    const found =
      possessionIn(boxes.length > 0 ? ticked || withoutUnticked(words) : words) ??
      (boxes.length === 0 ? possessionIn(sentence.resolved) : null)
    if (found) return { value: found, sentence: sentence.text }
    // "Possession is to be given:" followed by a list of boxes
    if (/:\s*$/.test(sentence.text)) {
      const options = contract.sentences
        .slice(sentence.index + 1, sentence.index + 5)
        .filter((option) => /^(?:\(?[a-z0-9]{1,3}[.)]\s*)?\[X\]/i.test(option.text))
      const chosen = options.map((option) => possessionIn(option.resolved)).find(Boolean)
      if (chosen) return { value: chosen, sentence: sentence.text }
    }
  }
  return null
}
