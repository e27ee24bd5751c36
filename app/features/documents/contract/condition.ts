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
