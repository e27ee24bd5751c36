// dollar amounts, percents and counts as contracts write them: in digits, in words, or both
// ("Two Hundred Forty-Five Thousand Dollars ($245,000.00)")

const units: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}
const scales: Record<string, number> = { thousand: 1_000, million: 1_000_000 }
const numberWord = `(?:${[...Object.keys(units), 'hundred', ...Object.keys(scales)].join('|')})`
export const numberWordsPattern = `${numberWord}(?:(?:[\\s-]+|\\s+and\\s+)${numberWord}){0,12}`

export function wordsToNumber(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((token) => token && token !== 'and')
  if (tokens.length === 0) return null
  let total = 0
  let group = 0
  for (const token of tokens) {
    if (token in units) group += units[token]!
    else if (token === 'hundred') group = (group || 1) * 100
    else if (token in scales) {
      total += (group || 1) * scales[token]!
      group = 0
    } else return null
  }
  return total + group
}

export type Amount = {
  value: number
  digits: number | null
  words: number | null
  start: number
  end: number
}

const digitsMoney = String.raw`(?:\$|\bUSD)\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s*(million|thousand|k)\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s+dollars\b`
// "Six Hundred Thousand and 00/100 ($600,000.00) Dollars": cents in hundredths mark words as money too
const wordsMoney = String.raw`\b(${numberWordsPattern})(?:\s+and\s+(?:no|\d{1,2})\s*\/\s*100(?:ths)?)?\s+dollars\b|\b(${numberWordsPattern})\s+and\s+(?:no|\d{1,2})\s*\/\s*100(?:ths)?\b`
const moneyPattern = new RegExp(`${digitsMoney}|${wordsMoney}`, 'gi')

function digitsValue(whole: string, cents: string | undefined, scale: string | undefined): number {
  const value = Number(whole.replace(/,/g, '')) + (cents ? Number(cents) : 0)
  const multiplier = !scale ? 1 : /^m/i.test(scale) ? 1_000_000 : 1_000
  return Math.round(value * multiplier * 100) / 100
}

// every sum of money in a piece of text; words followed by digits in brackets (or the reverse)
// are one amount, which keeps both readings so a disagreement can be shown
export function findAmounts(text: string): Amount[] {
  const raw: Amount[] = []
  for (const match of text.matchAll(moneyPattern)) {
    const [all, whole, cents, scale, plainWhole, plainCents, wordsBeforeDollars, wordsWithCents] =
      match
    const start = match.index
    const words = wordsBeforeDollars ?? wordsWithCents
    if (words) {
      const value = wordsToNumber(words)
      if (value !== null)
        raw.push({ value, digits: null, words: value, start, end: start + all.length })
    } else {
      const value = whole
        ? digitsValue(whole, cents, scale)
        : digitsValue(plainWhole!, plainCents, undefined)
      raw.push({ value, digits: value, words: null, start, end: start + all.length })
    }
  }
  const merged: Amount[] = []
  for (const amount of raw) {
    const previous = merged.at(-1)
    const between = previous ? text.slice(previous.end, amount.start) : ''
    if (
      previous &&
      /^\s*\(?\s*$/.test(between) &&
      (previous.words === null) !== (amount.words === null)
    ) {
      const close = /^\s*\)/.exec(text.slice(amount.end))
      const digits = previous.digits ?? amount.digits
      const words = previous.words ?? amount.words
      merged[merged.length - 1] = {
        value: digits ?? words!,
        digits,
        words,
        start: previous.start,
        end: amount.end + (close?.[0].length ?? 0),
      }
    } else merged.push(amount)
  }
  return merged
}

export type Percent = { value: number; start: number; end: number }

const percentPattern = new RegExp(
  String.raw`(?:\b(${numberWordsPattern})(?:\s+and\s+one[\s-]half)?\s+percent\s*)?\(?\s*(\d+(?:\.\d+)?)\s*(?:%|percent\b)\s*\)?|\b(${numberWordsPattern})(\s+and\s+one[\s-]half)?\s+percent\b`,
  'gi',
)

export function findPercents(text: string): Percent[] {
  const found: Percent[] = []
  for (const match of text.matchAll(percentPattern)) {
    const [all, , digits, words, half] = match
    const value = digits ? Number(digits) : (wordsToNumber(words!) ?? NaN) + (half ? 0.5 : 0)
    if (Number.isFinite(value))
      found.push({ value, start: match.index, end: match.index + all.length })
  }
  return found
}

// "ten (10)", "10", "ten": a small count written either way
export const countPattern = String.raw`(?:(${numberWordsPattern})\s*\(\s*(\d{1,3})\s*\)|(\d{1,3})|(${numberWordsPattern}))`

export function countValue(
  words: string | undefined,
  digits: string | undefined,
  plainDigits: string | undefined,
  plainWords: string | undefined,
): number | null {
  if (digits) return Number(digits)
  if (plainDigits) return Number(plainDigits)
  const spelled = words ?? plainWords
  return spelled ? wordsToNumber(spelled) : null
}
