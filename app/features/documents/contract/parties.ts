import type { Found } from './analysis'
import type { ContractText } from './contract-text'

const caseless = (word: string) =>
  [...word].map((letter) => `[${letter.toUpperCase()}${letter}]`).join('')
const roles = {
  buyers: `(?:${caseless('buyer')}|${caseless('purchaser')}|${caseless('vendee')})[Ss]?`,
  sellers: `(?:${caseless('seller')}|${caseless('owner')}|${caseless('vendor')})[Ss]?`,
}
const name = String.raw`\p{Lu}[\p{L}'-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'-]+|(?:de|van|von|la|del)\s+\p{Lu}[\p{L}'-]+)){1,4}(?:,?\s+(?:Jr|Sr|II|III|IV|Inc|LLC|L\.L\.C|Ltd|Corp|LP|Trust)\b\.?)?`
const notAName =
  /\b(?:Buyer|Seller|Purchaser|Owner|Vendor|Vendee|Property|Agreement|Contract|County|Estate|Executor|Date|THIS|IS|AN|FROM|THE|OF|AND|PARTIES|PROPERTY|OFFER)\b/
// words that end a name when a line joined it to what follows ("Wendell G. Prather If Dual Agency")
const afterName =
  /\s+(?:If|The|This|That|See|Date|Dated|County|Unit|Buyer|Seller|Property|Address|Signature|Who|Whose|As|Of|In|At|To|For|With|By|Is|Are|Hereby|Agrees?)\b.*$/

// a title or rank is not part of the name ("Staff Sgt. Jane Doe", "Dr. Jane Doe", "Col. (Ret.) ..."),
// and neither is a joining word in capitals ("BETWEEN JANE DOE", "AND JOHN DOE")
const titles =
  /\b(?:Mr|Mrs|Ms|Mx|Dr|Rev|Hon|Prof|(?:Staff\s+|Master\s+)?Sgt|Sergeant|Cpl|Pvt|Lt|Lieutenant|Capt|Maj|Col|Colonel|Gen|Cmdr|Adm)\.?\s+(?=\p{Lu}|\()|\(\s*Ret\.?\s*\)\s*/gu
const capitalsJoin = /^(?:BETWEEN|AND|TO|FROM)\s+/

function nameAt(text: string): { name: string; end: number } | null {
  for (const match of text.matchAll(new RegExp(name, 'gu'))) {
    const lead = capitalsJoin.exec(match[0])?.[0].length ?? 0
    const cut = match[0].slice(lead).replace(afterName, '')
    if (cut.includes(' ') && !notAName.test(cut))
      return { name: cut, end: match.index + lead + cut.length }
  }
  return null
}

// "Jane Q. Doe and John R. Doe, husband and wife": the first name and those joined to it
function namesIn(raw: string): string[] {
  const text = raw.replace(titles, '')
  const first = nameAt(text)
  if (!first) return []
  const names = [first.name]
  let rest = text.slice(first.end)
  const joined = new RegExp(String.raw`^\s*(?:,\s*(?:and\s+|&\s+)?|and\s+|&\s+)(${name})`, 'u')
  for (let next = joined.exec(rest); next; next = joined.exec(rest)) {
    const cut = next[1]!.replace(afterName, '')
    if (notAName.test(cut) || !cut.includes(' ')) break
    names.push(cut)
    rest = rest.slice(next[0].length - next[1]!.length + cut.length)
  }
  return names
}

// a signature line, "/s/ Jane Q. Doe Jane Q. Doe": the name once
function signedName(text: string): string {
  const words = text
    .replace(/^.*\/s\/\s*/, '')
    .trim()
    .split(/\s+/)
  const half = words.length / 2
  return Number.isInteger(half) && words.slice(0, half).join(' ') === words.slice(half).join(' ')
    ? words.slice(0, half).join(' ')
    : words.join(' ')
}

const anyRole = `(?:${roles.buyers}|${roles.sellers}|${caseless('builder')})`
const representative =
  /\b(?:attorney|agent|broker|counsel|lender|licensee|escrow(?:\s+agent)?)s?\s+(?:for|of)\s+(?:the\s+)?"?\s*$/i
const otherRoleFirst = new RegExp(
  String.raw`^\s*(?:${caseless('the')}\s+)?(?:${caseless('undersigned')}\s+)?${anyRole}\b`,
)
const labelAtEnd = (role: keyof typeof roles) =>
  new RegExp(
    String.raw`(?:^|[\s(/])"?${roles[role]}(?:\([sS]\))?"?(?:'s)?\s*(?:${caseless('signature')})?\s*:\s*$`,
  )

// a signature line, one signer or several ("BUYER: /s/ Jane Doe   BUYER: /s/ John Doe",
// "SELLER: /s/ Ann Roe   BUYER: /s/ Jane Doe", "SELLER: /s/ Ann Roe /s/ Al Roe"): the names
// signed under this role, each signature under the label before it or, with none, the one before
function signersIn(text: string, role: keyof typeof roles): string[] {
  const pieces = text.split(/(?=\/s\/)/)
  const names: string[] = []
  let current: keyof typeof roles | null = null
  for (let index = 1; index < pieces.length; index++) {
    const before = pieces[index - 1]!
    const labelledAs = (['buyers', 'sellers'] as const).find((one) => labelAtEnd(one).test(before))
    if (labelledAs) current = labelledAs
    else if (index === 1 || new RegExp(anyRole).test(before.slice(3))) current = null
    if (current !== role) continue
    const signature = pieces[index]!.slice(3)
    const end = signature.search(new RegExp(anyRole))
    names.push(...namesIn(signedName(end < 0 ? signature : signature.slice(0, end))))
  }
  return names
}

const union = (found: Array<Found<string[]>>): Found<string[]> | null =>
  found.length === 0
    ? null
    : { value: [...new Set(found.flatMap((one) => one.value))], sentence: found[0]!.sentence }

// "Buyer(s): Jane Q. Doe and John R. Doe" (each such line, as a form with one line for each
// buyer has), "... between Jane Doe ("Buyer") and Richard Roe ("Seller")", "made between Jane Doe,
// as Buyer, and ...", or, failing those, the signature block: "BUYER: /s/ Jane Doe"
function partyOf(contract: ContractText, role: keyof typeof roles): Found<string[]> | null {
  const label = new RegExp(
    String.raw`(?:^|[\s(/])"?${roles[role]}(?:\([sS]\))?"?(?:'s)?\s*(?:${caseless('name')}\(?s?\)?)?\s*"?\s*:\s*(.+)$`,
    'g',
  )
  const named = new RegExp(
    String.raw`\(\s*(?:hereinafter\s+(?:(?:called|referred\s+to\s+as)\s+)?)?(?:the\s+)?"?${roles[role]}"?\s*\)|,?\s*hereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?"?${roles[role]}\b|,\s*(?:as\s+)?(?:the\s+)?"?${roles[role]}"?\s*(?:,|\.|$)`,
  )
  const labelled: Array<Found<string[]>> = []
  const signed: Array<Found<string[]>> = []
  for (const sentence of contract.sentences) {
    if (/\/s\//.test(sentence.text)) {
      const names = signersIn(sentence.text, role)
      if (names.length > 0) signed.push({ value: names, sentence: sentence.text })
      continue
    }
    for (const match of sentence.text.matchAll(label)) {
      // "Attorney for Seller: ..." names the attorney; "TO THE SELLER: The undersigned Buyer, ..."
      // names the other party
      if (representative.test(sentence.text.slice(0, match.index + 1))) continue
      const rest = match[1]!.replace(/^(?:\(?[0-9a-z]{1,3}[.)]\s*)+/, '')
      if (otherRoleFirst.test(rest)) continue
      const names = namesIn(rest)
      if (names.length > 0) {
        labelled.push({ value: names, sentence: sentence.text })
        break
      }
    }
  }
  if (labelled.length > 0) return union(labelled)
  for (const sentence of contract.sentences) {
    const match = named.exec(sentence.text)
    if (!match) continue
    const before = sentence.text.slice(Math.max(0, match.index - 240), match.index)
    const chunk =
      before
        .split(
          /\bbetween\b|\bBETWEEN\b|\bby\b|\bare\b|\bis\b|:|\bTO\b|\bfrom\b|\bundersigned\s+\w+,?|\)\s*,?\s*(?:and|AND)\b|"\s*,?\s*(?:and|AND)\b|(?:\bas\s+(?:the\s+)?|,\s*)(?:Buyer|Purchaser|Seller|Owner|Vendor|Vendee)s?\s*,\s*and\b|\bas\s+(?:the\s+)?\w+\s*,\s*and\b/,
        )
        .at(-1) ?? ''
    const names = namesIn(chunk)
    if (names.length > 0) return { value: names, sentence: sentence.text }
  }
  return union(signed)
}

export const findBuyers = (contract: ContractText) => partyOf(contract, 'buyers')
export const findSellers = (contract: ContractText) => partyOf(contract, 'sellers')

const addressLead =
  /\b(?:property\s*:|property\s+address|street\s+address|address\s+of\s+(?:the\s+)?property|premises\s+address|premises|commonly\s+known\s+as|known\s+as|located\s+at|situated\s+at|address)\s*(?:,\s*city,\s*zip)?\s*:?\s*/i
const streetAddress =
  /\d{1,6}\s+[A-Za-z0-9.' -]{2,60}?\b(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|court|ct|boulevard|blvd|way|place|pl|circle|cir|terrace|ter|parkway|pkwy|highway|hwy|trail|trl|loop|run|path|pike|square|sq)\b\.?(?:,?\s*(?:#|apt\.?|unit|suite|ste\.?)\s*[\w-]+)?(?:,\s*[A-Za-z][A-Za-z .'-]{0,38}[A-Za-z.]\b(?!\s*:)){0,3}(?:,?\s+[A-Z]{2}\b\.?)?(?:,?\s+\d{5}(?:-\d{4})?)?/i

export function findPropertyAddress(contract: ContractText): Found<string> | null {
  for (const sentence of contract.sentences) {
    const lead = addressLead.exec(sentence.text)
    if (!lead) continue
    const address = streetAddress.exec(sentence.text.slice(lead.index + lead[0].length))
    if (address) return { value: address[0].trim().replace(/,$/, ''), sentence: sentence.text }
  }
  return null
}
