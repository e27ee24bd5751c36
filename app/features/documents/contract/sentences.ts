import { normalizeContractText } from './normalize'

// a line that begins a paragraph of its own: a number, a letter or a box before it, a bullet, a
// short label and a colon ("Closing Date: ..."), a table row, or an amount in a column of amounts.
// Any other line carries on the one before, which is how a form wrapped to a page (or a PDF's text
// layer) reads
const itemStart = new RegExp(
  [
    String.raw`^\(?\d{1,3}(?:\.\d{1,3})*[a-z]?[.)]\s`,
    String.raw`^\d{1,3}(?:\.\d{1,3})+\s`,
    String.raw`^\d{1,2}[a-z]\.?\s`,
    String.raw`^\([a-zA-Z]{1,4}\)\s`,
    String.raw`^[a-z]\)\s`,
    String.raw`^\[[ X]\]`,
    String.raw`^[-•*▪●◦]\s`,
    String.raw`^(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Pp]aragraph|PARAGRAPH|§)\s*\d`,
    String.raw`^[A-Z][A-Za-z'&/().-]*(?:\s+[A-Za-z'&/().-]+){0,4}(?<![ ,]):(?:\s|$)`,
    String.raw`^[A-Z][A-Z0-9'&/()., -]{3,60}$`,
    String.raw`^[^|]+\|.*\|`,
  ].join('|'),
)
// starts a wrapped line may happen to have, trusted only after a line that ended a sentence
const weakStart = /^[A-Za-z]\.\s|^[A-Z][A-Za-z'&/()., -]{0,48}?(?<![ ,]):(?:\s|$)/
const endsSentence = /[.:;!?)"']$|\$\s*[\d,]+(?:\.\d{2})?$|\bN\/A$/
const amountColumn = /^\s*\$\s*(?:[\d,]+(?:\.\d+)?|N\/A)\s{2,}\S/
// a line that opens with an amount, after a line that ended a sentence or opened with one too
const amountLine = /^\$\s*(?:[\d,]+(?:\.\d+)?|N\/A)\s+\S/
const tableRule = /^[\s|+=_-]*-{3,}[\s|+=_-]*$/

// words that end with a period without ending the sentence
const abbreviations = new Set(
  (
    'inc corp co ltd llp mr mrs ms dr jr sr st ave blvd rd ln ct pl pkwy cir ter hwy mt ft sq apt ste bldg fl dept no nos ' +
    'para sec art vol ex approx est vs v rev stat ann tex cal fla ariz colo conn ill ind mass mich minn neb nev okla ore ' +
    'penn pa tenn va wash wis jan feb mar apr jun jul aug sep sept oct nov dec n s e w ne nw se sw'
  ).split(' '),
)

function isAbbreviation(before: string): boolean {
  const word = /([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1]
  if (!word) return false
  if (/^[A-Z]$/.test(word) || (word.includes('.') && !/^[ap]\.m$/i.test(word))) return true
  return abbreviations.has(word.toLowerCase())
}

// a heading in capitals ("5. INSPECTION.") stays with the sentence it introduces
function isCapitalHeading(segment: string): boolean {
  const words = segment.replace(/^\s*\(?\d{1,3}(?:\.\d{1,3})*[a-z]?[.)]?\s*/, '').replace(/^\(?[A-Za-z]\)\s*|^[A-Z]\.\s+/, '')
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
    if (match[1] === '.' && (before.endsWith('.') || isAbbreviation(before) || /^\s*\(?\d{1,3}(?:\.\d{1,3})*[a-z]?$/.test(before) || isCapitalHeading(segment))) continue
    sentences.push(segment.trim())
    start = match.index + match[0].length
  }
  const rest = block.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences
}

// the contract's paragraphs, each a list of its sentences
export function contractParagraphs(text: string): string[][] {
  const blocks: string[] = []
  let current = ''
  let previous = ''
  for (const raw of normalizeContractText(text).split('\n')) {
    if (tableRule.test(raw)) continue
    const line = raw.trim().replace(/ {2,}/g, ' ')
    if (!line) {
      if (current) blocks.push(current)
      current = ''
      continue
    }
    const startsItem = !line.startsWith('|') && (itemStart.test(line) || amountColumn.test(raw) || (amountLine.test(line) && (/[.:;]$/.test(previous) || previous.startsWith('$'))) || (weakStart.test(line) && (endsSentence.test(previous) || previous.length < 60)) || (/^[A-Z]/.test(line) && /\$\s*[\d,]+(?:\.\d{2})?$/.test(previous)))
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
