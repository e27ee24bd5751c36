import { normalizeContractText } from './normalize'

// a line that begins a paragraph of its own: a number, a letter or a box before it, a bullet, a
// short label and a colon ("Closing Date: ..."), a table row, or an amount in a column of amounts.
// Any other line carries on the one before, which is how a form wrapped to a page (or a PDF's text
// layer) reads
const itemStart = new RegExp(
  [
    String.raw`^\(?\d{1,3}(?:\.\d{1,3})*[a-z]?[.)]\s(?!\s*(?:days?|business|calendar|banking|hours?|years?|months?|weeks?|percent|%))`,
    String.raw`^\d{1,2}(?:\.\d{1,2})+\s(?!percent|%)`,
    String.raw`^\d{1,2}[a-z]\.?\s`,
    String.raw`^\([a-zA-Z]{1,4}\)\s`,
    String.raw`^[a-z]\)\s`,
    String.raw`^[-•*▪●◦]\s`,
    String.raw`^(?:SECTION|ARTICLE|PARAGRAPH|§)\s*\d`,
    String.raw`^[A-Z][A-Z0-9'&/()., -]{3,60}$`,
    String.raw`^[A-Z0-9§][^|]*\|.*\|`,
  ].join('|'),
)
// starts a wrapped line may happen to have, trusted only after a line that ended a sentence
// ("PRICE. The Buyer agrees ..." is a heading in capitals ending in a period)
const weakStart =
  /^\[[ X]\]|^(?:[Ss]ection|[Aa]rticle|[Pp]aragraph)\s+\d|^[A-Za-z]\.\s|^[A-Z][A-Za-z'&/()., -]{0,48}?(?<![ ,]):(?:\s|$)|^[A-Z][A-Z0-9'&/(), -]{1,60}[A-Z)]\.(?:\s|$)/
const labelLine = /^(?:\(?[0-9a-z]{1,3}[.)]\s*)?[A-Z][A-Za-z'&/()., -]{0,48}?(?<![ ,]):\s/
const endsSentence = /[.:;!?)"']$|\$\s*[\d,]+(?:\.\d{2})?$|\bN\/A$/
const amountColumn = /^\s*\$\s*(?:[\d,]+(?:\.\d+)?|N\/A)\s{2,}\S/
// a line that opens with an amount, after a line that ended a sentence or opened with one too
const amountLine = /^\$\s*(?:[\d,]+(?:\.\d+)?|N\/A)\s+\S/
const tableRule = /^[\s|+=_-]*-{3,}[\s|+=_-]*$/

const startsRow = (line: string, previous: string) =>
  /^[A-Z0-9][^|]{0,30}\|/.test(line) && previous.includes('|')
const startsAmount = (line: string, raw: string, previous: string, current: string) =>
  amountColumn.test(raw) ||
  (amountLine.test(line) &&
    (/[.;]$/.test(previous) || previous.startsWith('$') || current.startsWith('$'))) ||
  (/^[A-Z]/.test(line) && /\$\s*[\d,]+(?:\.\d{2})?$/.test(previous))
// the line before ended where its writer ended it, not where the page did: it is short, or the
// first word of this line would have fitted on it (how a PDF's lines show their paragraph ends)
type Page = { short: number; width: number }
const endedEarly = (line: string, previous: string, page: Page) =>
  previous.length < page.short ||
  previous.length + 1 + line.split(' ')[0]!.length < 0.85 * page.width

// a line that ends with a box and a word or two for its label ("[ ] ELECTED.", "[X] fixed [ ] adjustable")
// ends its options: a line of words in capitals after it says something else
function afterShortOption(line: string, previous: string): boolean {
  const label = /\[[ X]\]\s*([^[]*)$/.exec(previous)?.[1]?.trim()
  return (
    label !== undefined &&
    /^[^.]{1,30}\.?$/.test(label) &&
    label.split(/\s+/).length <= 3 &&
    /^[A-Z][a-z']*\s/.test(line)
  )
}

function startsWeakly(line: string, previous: string, page: Page): boolean {
  if (!weakStart.test(line)) return false
  // options of one question wrapped onto the next line: "... as follows: [ ] Upon Recording;" then "[X] 3 Days after Recording."
  if (/^\[[ X]\]/.test(line) && /^[^[]+\[[ X]\]/.test(previous) && !/[.:]$/.test(previous))
    return false
  if (
    endsSentence.test(previous) ||
    endedEarly(line, previous, page) ||
    !/[a-z]/.test(previous) ||
    /^\[[ X]\]/.test(previous)
  )
    return true
  if (labelLine.test(previous) && /^[^\s:]+(?:\s+[^\s:]+){0,3}:/.test(line)) return true
  // a label after a line of boxes: "[X] Conventional [ ] FHA" then "Loan amount: $372,000"
  return !/^\[[ X]\]/.test(line) && previous.includes('[')
}

// words that end with a period without ending the sentence
const abbreviations = new Set(
  (
    'inc corp co ltd llp mr mrs ms mx dr prof hon sgt cpl pvt lt capt maj col gen cmdr adm ret jr sr st ave blvd rd ln ct pl pkwy cir ter hwy mt ft sq apt ste bldg fl dept no nos ' +
    'para sec art vol ex approx est vs v rev stat ann tex cal fla ariz colo conn ill ind mass mich minn neb nev okla ore ' +
    'penn pa tenn va wash wis jan feb mar apr jun jul aug sep sept oct nov dec n s e w ne nw se sw'
  ).split(' '),
)

function isAbbreviation(before: string): boolean {
  const word = /([A-Za-z][A-Za-z.]*)$/.exec(before.slice(-24))?.[1]
  if (!word) return false
  if (/^[A-Z]$/.test(word) || (word.includes('.') && !/^[ap]\.m$/i.test(word))) return true
  return abbreviations.has(word.toLowerCase())
}

// a heading in capitals ("5. INSPECTION.") stays with the sentence it introduces
function isCapitalHeading(segment: string): boolean {
  const words = segment
    .replace(/^\s*\(?\d{1,3}(?:\.\d{1,3})*[a-z]?[.)]?\s*/, '')
    .replace(/^\(?[A-Za-z]\)\s*|^[A-Z]\.\s+/, '')
  return words.length > 0 && words.length <= 60 && !/[a-z0-9$]/.test(words)
}

function splitBlock(block: string): string[] {
  const sentences: string[] = []
  const boundary = /([.!?])["')\]]*\s+(?=["'([]?[A-Z0-9$[])/g
  let start = 0
  for (let match = boundary.exec(block); match; match = boundary.exec(block)) {
    const end = match.index + match[0].trimEnd().length
    const segment = block.slice(start, end)
    const before = block.slice(start, match.index)
    if (
      match[1] === '.' &&
      (before.endsWith('.') ||
        isAbbreviation(before) ||
        (before.length <= 12 && /^\s*\(?\d{1,3}(?:\.\d{1,3})*[a-z]?$/.test(before)) ||
        (segment.length <= 80 && isCapitalHeading(segment)))
    )
      continue
    sentences.push(segment.trim())
    start = match.index + match[0].length
  }
  const rest = block.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences.flatMap(withinLength)
}

// no real sentence runs for pages; cutting a runaway one keeps every search over it short
const longest = 1500
function withinLength(sentence: string): string[] {
  const pieces: string[] = []
  let rest = sentence
  while (rest.length > longest) {
    const cut = rest.lastIndexOf(' ', longest)
    pieces.push(rest.slice(0, cut > 0 ? cut : longest).trim())
    rest = rest.slice(cut > 0 ? cut : longest).trim()
  }
  return rest ? [...pieces, rest] : pieces
}

// the contract's paragraphs, each a list of its sentences
export function contractParagraphs(text: string): string[][] {
  const blocks: string[] = []
  let current = ''
  let previous = ''
  const lines = normalizeContractText(text).split('\n')
  // a line well short of the page's width ended where its writer ended it
  const widths = lines
    .map((line) => line.trim().length)
    .filter((width) => width > 0)
    .sort((a, b) => a - b)
  const page = {
    short: Math.max(40, 0.6 * (widths[Math.floor(widths.length * 0.75)] ?? 100)),
    width: widths[Math.floor(widths.length * 0.9)] ?? 100,
  }
  for (const raw of lines) {
    if (tableRule.test(raw)) continue
    const line = raw.trim().replace(/ {2,}/g, ' ')
    if (!line) {
      if (current) blocks.push(current)
      current = ''
      continue
    }
    const startsItem =
      !line.startsWith('|') &&
      (itemStart.test(line) ||
        startsRow(line, previous) ||
        startsAmount(line, raw, previous, current) ||
        startsWeakly(line, previous, page) ||
        afterShortOption(line, previous))
    if (current && startsItem) {
      blocks.push(current)
      current = line
    } else current = current ? `${current} ${line}` : line
    previous = line
  }
  if (current) blocks.push(current)
  return blocks.map(splitBlock).filter((sentences) => sentences.length > 0)
}

export function splitSentences(text: string): string[] {
  return contractParagraphs(text).flat()
}
