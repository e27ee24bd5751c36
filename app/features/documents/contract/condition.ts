import type { Found } from './analysis'
import { boxesIn, type ContractText } from './contract-text'

// "AS IS", "as-is, where-is", "in its present "As Is" condition"; not "as is customary", not the
// definition of the words, and not "As Is provided Seller shall complete the following repairs"
const asIs = /\bas[- ]is\b/gi
const ordinaryPhrase =
  /^\s+(?:customary|required|necessary|reasonable|permitted|the\s+case|usual|common|standard|set\s+forth|stated|described|typical|practicable|possible|appropriate|otherwise|applicable|provided\s+(?:in|by|for|herein))\b/i
const definition = /^["']?\s*(?:means|shall\s+mean|refers)\b/i
const withRepairs =
  /^["']?\s*,?\s*(?:provided|except|subject\s+to\s+(?:the\s+)?(?:following\s+)?repairs)\b[^.]{0,120}\brepair/i
const negated = /\b(?:not|never|no)\b[^.;]{0,25}$/i

// "Seller makes no warranty regarding the roof", "No warranty is given on the roof or the
// foundation", "sold without any warranty as to the structure or systems": what is left unwarranted.
// Not a home warranty plan the seller buys, and not a warranty of title
const noWarranty =
  /\b(?:no|not\s+(?:make|give|provide|extend)\s+any|without\s+(?:any\s+)?|disclaims?\s+(?:any\s+|all\s+)?)(?:\s*(?:express|implied|other|further|,|or|and)\s*){0,5}\s*(?:warrant(?:y|ies)|guarantee?s?|representations?\s+or\s+warrant(?:y|ies))\b/i
const notWarrants = /\b(?:does|shall|will)\s+not\s+warrant\b/i
const warrantedParts: Array<[string, RegExp]> = [
  ['roof', /\broof/i],
  ['foundation', /\bfoundation|\bstructur/i],
  ['systems', /\bsystems?\b|\bplumbing|\belectrical|\bheating|\bhvac|\bmechanical/i],
  // the appliances by name: "personal property included (without warranty): refrigerator, washer"
  [
    'appliances',
    /\bappliances?\b|\brefrigerators?\b|\bdishwashers?\b|\bwashers?\b|\bdryers?\b|\bmicrowaves?\b|\bfreezers?\b|\bstoves?\b|\bovens?\b/i,
  ],
  ['condition', /\bcondition\b|\bhabitability|\bfitness/i],
]
const homeWarrantyPlan = /\bhome\s+(?:protection|warranty)\s+(?:plan|policy|contract)\b/i
// a sentence that defines a term ('"As Is" means the present condition ... without warranty') says
// what the words mean where the contract uses them, not that the seller warrants nothing
const definesTerm = /["“][^"”]{1,40}["”]\s+(?:means|shall\s+mean|refers\s+to)\b/i

export function findNoWarranty(contract: ContractText): Found<string[]> | null {
  for (const sentence of contract.sentences) {
    const text = sentence.text
    if (
      !(noWarranty.test(text) || notWarrants.test(text)) ||
      homeWarrantyPlan.test(text) ||
      definesTerm.test(text)
    )
      continue
    const parts = warrantedParts.filter(([, pattern]) => pattern.test(text)).map(([part]) => part)
    if (parts.length > 0) return { value: parts, sentence: text }
  }
  return null
}

// "Seller may keep the earnest money as liquidated damages": the buyer who defaults loses the deposit
const liquidated = /\bliquidated\s+damages\b/i
const deposit = /\bearnest\s+money|\bdeposit|\bescrow(?:ed)?\s+funds\b|\bdown\s+payment\b/i
const notLiquidated = /\bnot\s+(?:as\s+|be\s+(?:deemed\s+|considered\s+)?)?liquidated\s+damages\b/i

// "the earnest money is subject to forfeiture to Seller", "[X] Forfeiture of Earnest Money",
// "Seller may forfeit this Agreement and retain all payments made hereunder": the same loss said as a
// forfeiture; not "shall not incur any penalty by forfeiture of earnest money" (the FHA and VA clauses)
const forfeiture = /\bforfeit(?:ure|ed|s)?\b/i
const forfeitedDeposit = new RegExp(
  `${deposit.source}|\\bpayments\\s+made\\s+(?:hereunder|under\\s+this)`,
  'i',
)
const notForfeited = /\b(?:not|no|never|without)\b(?:(?!\bforfeit)[^.;])*\bforfeit/i

export function findLiquidatedDamages(contract: ContractText): Found<true> | null {
  for (const sentence of contract.sentences) {
    const text = sentence.text
    const liquidatedClause =
      liquidated.test(text) && deposit.test(text) && !notLiquidated.test(text)
    const forfeitClause =
      forfeiture.test(text) && forfeitedDeposit.test(text) && !notForfeited.test(text)
    if (liquidatedClause || forfeitClause) {
      const box = boxesIn(text).findLast(
        (candidate) =>
          candidate.start < ((liquidatedClause ? liquidated : forfeiture).exec(text)?.index ?? 0),
      )
      if (box && !box.checked) continue
      return { value: true, sentence: text }
    }
  }
  return null
}

export function findAsIs(contract: ContractText): Found<true> | null {
  for (const sentence of contract.sentences) {
    const text = sentence.text
    for (const match of text.matchAll(asIs)) {
      const after = text.slice(match.index + match[0].length)
      const lowercase = match[0] === 'as is'
      if (lowercase && ordinaryPhrase.test(after)) continue
      if (
        definition.test(after) ||
        withRepairs.test(after) ||
        negated.test(text.slice(0, match.index))
      )
        continue
      const box = boxesIn(text).findLast((candidate) => candidate.start < match.index)
      if (box && !box.checked) continue
      return { value: true, sentence: text }
    }
  }
  return null
}
