import type { Found, Payer } from './analysis'
import { boxesIn, type ContractText } from './contract-text'

const costItems: Array<[string, RegExp]> = [
  [
    "owner's title insurance",
    /\bowner'?s'?\s+(?:title\s+)?(?:insurance\s+)?policy|\bowner'?s'?\s+title\s+insurance/i,
  ],
  [
    "lender's title insurance",
    /\blender'?s'?\s+(?:title\s+)?(?:insurance\s+)?policy|\blender'?s'?\s+title\s+insurance|\bloan\s+policy/i,
  ],
  ['title insurance', /\btitle\s+insurance\b|\btitle\s+policy\b/i],
  [
    'escrow fee',
    /\bescrow\s+(?:fees?|charges?)|\bclosing\s+(?:agent\s+)?fees?|\bsettlement\s+(?:agent\s+)?fees?/i,
  ],
  [
    'transfer tax',
    /\btransfer\s+tax(?:es)?|\bexcise\s+tax|\bdocumentary\s+(?:stamps?|stamp\s+tax(?:es)?|transfer\s+tax)|\bdeed\s+(?:stamps?|tax(?:es)?)|\bconveyance\s+tax/i,
  ],
  ['recording fees', /\brecording\s+(?:fees?|costs?|charges?)/i],
  ['survey', /\bsurvey\b/i],
  ['home warranty', /\bhome\s+warranty/i],
  ['appraisal fee', /\bappraisal\s+fees?/i],
  [
    'loan costs',
    /\bloan\s+(?:costs?|fees?|origination|charges?)|\borigination\s+fees?|\bdiscount\s+points/i,
  ],
  [
    'hoa transfer fee',
    /\b(?:hoa|association)\s+(?:transfer|resale|capital\s+contribution|document)\s+(?:fees?|certificate)/i,
  ],
  ['attorney fees', /\battorney'?s'?\s+(?:fees?|review)/i],
  ['deed preparation', /\bdeed\s+preparation|\bpreparation\s+of\s+(?:the\s+)?deed/i],
  ['pest inspection', /\b(?:termite|wood[- ]destroying|pest)\s+(?:\w+\s+)?(?:inspection|report)/i],
]

const splitWords =
  /\bsplit\b|\bequally\b|\bone[- ]half\b|\b50\s*\/\s*50\b|\b50%\s+(?:each|by)|\bshared\b|\bhalf\s+by\b/i
const sellerPays =
  /\bseller\s+(?:shall|will|agrees\s+to|to)\s+pay\b|\bpaid\s+(?:for\s+)?by\s+(?:the\s+)?seller\b|\bat\s+seller'?s\s+(?:sole\s+)?(?:expense|cost)\b|\bseller'?s\s+(?:expense|cost)\b|\bseller\s+pays\b|\bseller\s*:/i
const buyerPays =
  /\bbuyer\s+(?:shall|will|agrees\s+to|to)\s+pay\b|\bpaid\s+(?:for\s+)?by\s+(?:the\s+)?buyer\b|\bat\s+buyer'?s\s+(?:sole\s+)?(?:expense|cost)\b|\bbuyer'?s\s+(?:expense|cost)\b|\bbuyer\s+pays\b|\bbuyer\s*:/i

function payerOf(clause: string): Payer | null {
  if (splitWords.test(clause)) return 'split'
  const ticked = boxesIn(clause)
    .filter((box) => box.checked)
    .map((box) => box.label.toLowerCase())
  if (ticked.some((label) => /^(?:split|shared|50)/.test(label))) return 'split'
  if (ticked.some((label) => label.startsWith('seller'))) return 'seller'
  if (ticked.some((label) => label.startsWith('buyer'))) return 'buyer'
  const seller = sellerPays.exec(clause)
  const buyer = buyerPays.exec(clause)
  if (seller && buyer) return seller.index < buyer.index ? 'seller' : 'buyer'
  return seller ? 'seller' : buyer ? 'buyer' : null
}

// who pays which closing cost: "Seller shall pay the owner's title policy and transfer taxes; escrow fees split equally"
export function findClosingCosts(
  contract: ContractText,
): Array<Found<{ item: string; payer: Payer }>> {
  const found: Array<Found<{ item: string; payer: Payer }>> = []
  for (const sentence of contract.sentences) {
    for (const clause of sentence.text.split(/;|\.\s/)) {
      const payer = payerOf(clause)
      if (!payer) continue
      let rest = clause
      for (const [item, pattern] of costItems) {
        const match = pattern.exec(rest)
        if (!match) continue
        rest = rest.replace(pattern, ' ')
        if (!found.some((existing) => existing.value.item === item))
          found.push({ value: { item, payer }, sentence: sentence.text })
      }
    }
  }
  return found
}
