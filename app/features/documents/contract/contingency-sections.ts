import type { ContingencyKind } from './analysis'
import type { ContractText } from './contract-text'
import { mentionsIn } from './contingency-mentions'

// a contract's sections each treat one subject: under "12. INSPECTION CONTINGENCY", "(B) Contingency
// Period: 10 days" speaks of the inspection without naming it. A section starts with a numbered or
// capitalised heading at the start of a paragraph; lettered items ("(B)", "A.") stay inside it
const sectionStart =
  /^(?:(?:\d{1,3}(?:\.\d{1,3})*\.?|§\s*\d{1,3}(?:\.\d{1,3})*\.?|(?:SECTION|ARTICLE|PARAGRAPH)\s+[\dIVXL]+\.?)\s*(?:-\s*)?(?=[A-Za-z])|(?=[A-Z][A-Z'&/ -]{2,60}[.:](?:\s|$)))/
const headingWords = /^([^.:]{1,80})[.:]?/

// the kind of contingency the section around each sentence is about, by the sentence's index
export function sectionKinds(contract: ContractText): Array<ContingencyKind | null> {
  let current: ContingencyKind | null = null
  return contract.sentences.map((sentence) => {
    const first = contract.paragraphs[sentence.paragraph]![0] === sentence
    const start = first ? sectionStart.exec(sentence.text) : null
    if (start) {
      const heading = headingWords.exec(sentence.text.slice(start[0].length))?.[1] ?? ''
      const kinds = new Set(mentionsIn(heading).map((mention) => mention.kind))
      current = kinds.size === 1 ? [...kinds][0]! : null
    }
    return current
  })
}
