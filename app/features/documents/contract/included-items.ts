import type { Found } from './analysis'
import { boxesIn, type ContractText, type Sentence } from './contract-text'

// "Inclusions: refrigerator, washer and dryer", "The following items are excluded from the
// sale: ...", "Items NOT included: ...", a list of ticked boxes under "personal property included
// (if checked):", or "The refrigerator and washer are included in the sale."
type Side = 'included' | 'excluded'

const includedWords =
  /\btogether\s+with\b|\bstays?\s+with\b|\binclu\w*(?:\s+in\w*)?|\bleave\b|\bleft\b|\bconvey\w*|\bremain\w*\s+with|\bpersonal\s+property|\b(?:shall|will)\s+be\s+left|\btransfer\w*/gi
const excludedWords =
  /\bexclu\w*\b(?!\s+(?:at|in|under|by)\s+(?:line|paragraph|para|section|§|\d))|\bnot\s+(?:be\s+)?(?:inclu\w*|remain\w*(?:\s+with)?|convey\w*)|\bretain\w*|\bremov\w*|\breserv\w*|\bnon-?convey\w*|\bdoes\s+not\s+include|\bseller\s+is\s+keeping/gi
const verbs =
  /\b(?:is|are|shall|will|be|been|being|have|has|had|must|may|which|that|per|except|unless|if|paid|pay|agrees?|provided|described|attached\s+(?:hereto|to|as)|located|specified|owned|existing\s+on|remains?|stays?)\b/i
const generic =
  /^(?:all\s+)?(?:fixtures?|improvements?|items?|personal\s+property|property|premises|real\s+estate|appurtenances|landscaping|none|n\/a|other|others|the\s+following|following)$/i
// "garage door opener and remotes": the remotes go with the item before them
const accessory =
  /^(?:remotes?|remote\s+controls?|controls?|transmitters?|accessories|attachments|hardware|keys)$/
const money =
  /\b(?:earnest|deposits?|damages|money|monies|funds|penalty|sums?|proceeds|costs?|fees?|credits?|commissions?|remed(?:y|ies))\b/i
const leading =
  /^(?:and|or|the|all|a|an|any|existing|following|one|its|their|seller's|sellers'|also|other)\s+/i

function sideBefore(text: string): Side | null {
  const last = (pattern: RegExp) =>
    Math.max(-1, ...[...text.matchAll(pattern)].map((match) => match.index + match[0].length))
  const included = last(includedWords)
  const excluded = last(excludedWords)
  if (included < 0 && excluded < 0) return null
  return excluded >= included ? 'excluded' : 'included'
}

// the items of a list, or null when the words are a clause rather than a list
export function listItems(list: string): string[] | null {
  // the list ends where a clause about it begins: "..., dryer and window blinds, all installed by Seller"
  const words = list
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\betc\.?/gi, '')
    .replace(
      /,\s*(?:all|each|both)\s+(?:of\s+which\s+)?(?:are|is|installed|conveyed|located|owned|in)\b.*$/i,
      '',
    )
    .replace(/,?\s+(?:presently|currently|now)\s+(?:located|installed|on|in|at)\b.*$/i, '')
    .replace(/,\s*(?:which|that|as\s+(?:listed|described|shown|set\s+forth))\b.*$/i, '')
    .trim()
    .replace(/[.;:]+$/, '')
  if (/^(?:none|n\/a|no\s+items?|nothing)\b\.?$/i.test(words)) return []
  const items = words
    .split(/\s*(?:[,;]|\band\b|&|\s\+\s)\s*/i)
    .map((item) => {
      let cleaned = item
        .trim()
        .toLowerCase()
        .replace(/^[-•*\d.)\s]+/, '')
        .replace(/^(?:other|additional(?:\s+items)?)\s*:\s*/, '')
        .replace(/[."]+$/g, '')
      for (let previous = ''; previous !== cleaned;) {
        previous = cleaned
        cleaned = cleaned.replace(leading, '')
      }
      return cleaned.trim()
    })
    .filter((item) => item && !accessory.test(item))
  if (
    items.length === 0 ||
    items.some(
      (item) =>
        /^(?:this|that|these|those|such|said)\b|\.\s/.test(item) ||
        item.split(/\s+/).length > 5 ||
        item.length > 50 ||
        verbs.test(item) ||
        generic.test(item) ||
        /\$|^\d[\d,.]*$/.test(item) ||
        // money and remedies are not things in the house: "Seller shall retain the deposit as
        // liquidated damages" is a remedy, not an excluded item
        money.test(item) ||
        /^no\b/.test(item),
    )
  )
    return null
  return items
}

const tickedLabels = (text: string) =>
  boxesIn(text)
    .filter((box) => box.checked)
    .map((box) => box.label)

// a heading that ends in a colon, its items as ticked boxes or bullets in the lines below it
function itemsBelow(contract: ContractText, sentence: Sentence): string[] {
  const items: string[] = []
  for (const next of contract.sentences.slice(sentence.index + 1, sentence.index + 30)) {
    const text = next.text
    if (/^\[[ X]\]/.test(text))
      items.push(...tickedLabels(text).flatMap((label) => listItems(label) ?? []))
    else if (/^[-•*▪●◦]\s/.test(text))
      items.push(...(listItems(text.replace(/^[-•*▪●◦]\s*/, '')) ?? []))
    else break
  }
  return items
}

// "The Home will include Builder's standard features, including range, dishwasher and garage door
// opener, and the following options: ...": the list after the last "including"
function itemsIncluding(text: string): string[] {
  const including =
    /\bincluding\s+(?:but\s+not\s+limited\s+to\s+)?(.+?)(?:,\s*(?:and|plus)\s+(?:the\s+)?following\b.*)?$/i.exec(
      text.slice(text.toLowerCase().lastIndexOf('including')),
    )
  return (including && listItems(including[1]!)) || []
}

function sentenceItems(
  contract: ContractText,
  sentence: Sentence,
): { side: Side; items: string[] } | null {
  const text = sentence.text.replace(/^(?:\(?[0-9a-z]{1,4}(?:\.\d{1,3})*[.)]\s*)+/i, '')
  const colons = [...text.matchAll(/:/g)]
    .map((match) => match.index)
    .reverse()
    .slice(0, 6)
  for (const colon of colons) {
    // "Street Address: 17 Birchwood Lane, Hartsdale" is a place, not a list
    if (/\b(?:address|located\s+at|known\s+as)\s*$/i.test(text.slice(0, colon))) continue
    const side = sideBefore(text.slice(Math.max(0, colon - 300), colon))
    if (!side) continue
    const rest = text.slice(colon + 1).trim()
    if (!rest) return { side, items: itemsBelow(contract, sentence) }
    if (boxesIn(rest).length > 0)
      return { side, items: tickedLabels(rest).flatMap((label) => listItems(label) ?? []) }
    const items = listItems(rest)
    if (items)
      return {
        side,
        items: [...(side === 'included' ? itemsIncluding(text.slice(0, colon)) : []), ...items],
      }
  }
  if (colons.length > 0) return null
  const trailing =
    /\s+(?:are|is|shall\s+be|will\s+be)\s+(?:also\s+)?(included|excluded|not\s+included|conveyed|retained\s+by\s+seller|removed\s+by\s+seller)\b/i.exec(
      text,
    )
  if (trailing) {
    const items = listItems(
      text.slice(0, trailing.index).replace(/^the\s+following\s+(?:items\s+)?/i, ''),
    )
    if (items)
      return { side: /exclu|not|retain|remov/i.test(trailing[1]!) ? 'excluded' : 'included', items }
  }
  // "Included in the sale, at no additional cost, are the washer and dryer", "Excluded from the sale are ..."
  const inverted =
    /^(?:all\s+)?(included|excluded|not\s+included)\s+(?:in|from|with)\s+(?:the\s+)?(?:sale|purchase|property|premises|conveyance)\b(?:\s*,[^,]{1,60},)?\s+(?:are|is|shall\s+be|will\s+be)\s+(.+)$/i.exec(
      text.replace(/^[A-Z][A-Z\s'&/-]*[.:]\s+/, ''),
    )
  const invertedItems = inverted && listItems(inverted[2]!)
  if (inverted && invertedItems)
    return { side: /exclu|not/i.test(inverted[1]!) ? 'excluded' : 'included', items: invertedItems }
  // "Seller will take the chandelier", "Vendor shall leave the washer and dryer", "The sale includes
  // the refrigerator and the range"
  const removes =
    /\b(?:seller|vendor|owner)s?\s+(?:shall|will|may|is\s+to)\s+(?:retain|remove|take)\s+(?:the\s+)?(.+)$/i.exec(
      text,
    )
  const removed = removes && listItems(removes[1]!)
  if (removed) return { side: 'excluded', items: removed }
  const leaves =
    /\b(?:(?:seller|vendor|owner)s?\s+(?:shall|will|is\s+to)\s+leave|(?:sale|price|purchase|property|home|house|residence)\s+(?:includes|shall\s+include|will\s+include))\s+(?:the\s+)?(.+)$/i.exec(
      text,
    )
  const left = leaves && listItems(leaves[1]!)
  return left ? { side: 'included', items: left } : null
}

// a table with a column for each side: "Item | Included | Excluded" or "Item | Conveys | Does Not
// Convey", then "Washer | X |"
const includedColumn = /^(?:includ|convey|stays|remain)/
const excludedColumn =
  /^(?:exclud|not\s+includ|does\s+not\s+(?:convey|stay|remain)|not\s+convey|retain)/
const columnSide = (column: string | undefined): Side | null =>
  !column
    ? null
    : excludedColumn.test(column)
      ? 'excluded'
      : includedColumn.test(column)
        ? 'included'
        : null

function tableColumns(contract: ContractText, sentence: Sentence): string[] | null {
  for (const row of contract.sentences.slice(0, sentence.index).reverse()) {
    if (!row.text.includes('|')) return null
    const columns = row.text
      .split('|')
      .map((cell) => cell.trim().toLowerCase().replace(/\s+/g, ' '))
    if (
      columns.some((cell) => columnSide(cell) === 'included') &&
      columns.some((cell) => columnSide(cell) === 'excluded')
    )
      return columns
  }
  return null
}

function tableItems(
  contract: ContractText,
  sentence: Sentence,
): { side: Side; items: string[] } | null {
  const cells = sentence.text.split('|').map((cell) => cell.trim())
  const columns = cells.length > 1 ? tableColumns(contract, sentence) : null
  const ticked = columns
    ? columns[cells.findIndex((cell, index) => index > 0 && /^(?:x|yes|\[X\])$/i.test(cell))]
    : undefined
  const side = columnSide(ticked)
  const items = side ? listItems(cells[0]!) : null
  return side && items ? { side, items } : null
}

function itemsOnSide(contract: ContractText, side: Side): Array<Found<string>> {
  const found: Array<Found<string>> = []
  for (const sentence of contract.sentences) {
    const result = sentenceItems(contract, sentence) ?? tableItems(contract, sentence)
    if (result?.side !== side) continue
    for (const item of result.items)
      if (!found.some((existing) => existing.value === item))
        found.push({ value: item, sentence: sentence.text })
  }
  return found
}

export const findInclusions = (contract: ContractText) => itemsOnSide(contract, 'included')
export const findExclusions = (contract: ContractText) => itemsOnSide(contract, 'excluded')
