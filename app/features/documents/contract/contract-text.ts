import { amendingFrom } from './amendments'
import { findDates } from './dates'
import { contractParagraphs } from './sentences'

// a sentence, and the same words with each named deadline ("the Inspection Objection Deadline")
// replaced by the date the contract's table of deadlines gives it
export type Sentence = { text: string; resolved: string; paragraph: number; index: number }
// amendingFrom: the index of the first sentence of a counteroffer or amendment that changes terms
export type ContractText = {
  sentences: Sentence[]
  paragraphs: Sentence[][]
  namedDeadlines: Map<string, string>
  amendingFrom: number
}

// "Inspection Objection Deadline | 02/12/2027", "Appraisal Deadline: March 1, 2027"
function namedDeadlinesIn(texts: string[]): Map<string, string> {
  const named = new Map<string, string>()
  for (const text of texts) {
    for (const date of findDates(text)) {
      const name = /([A-Za-z'][A-Za-z'& -]{2,60}?\bdeadline)\s*(?:[|:]\s*)+$/i.exec(
        text.slice(Math.max(0, date.start - 90), date.start),
      )?.[1]
      if (name && !named.has(name.toLowerCase().trim()))
        named.set(name.toLowerCase().trim(), date.date)
    }
  }
  return named
}

function resolveNames(text: string, named: Map<string, string>): string {
  if (named.size === 0) return text
  return text.replace(
    /\b((?:the\s+)?)([A-Za-z'][A-Za-z'& -]{2,60}?\bdeadline)\b/gi,
    (all, _the: string, name: string) => {
      for (let words = name.toLowerCase().split(/\s+/); words.length > 1; words = words.slice(1)) {
        const date = named.get(words.join(' '))
        if (date) return all.replace(name, `${name} ${date}`)
      }
      return all
    },
  )
}

export function readContract(text: string): ContractText {
  const blocks = contractParagraphs(text)
  const namedDeadlines = namedDeadlinesIn(blocks.flat())
  const sentences: Sentence[] = []
  const paragraphs = blocks.map((texts, paragraph) =>
    texts.map((sentenceText) => {
      const sentence = {
        text: sentenceText,
        resolved: resolveNames(sentenceText, namedDeadlines),
        paragraph,
        index: sentences.length,
      }
      sentences.push(sentence)
      return sentence
    }),
  )
  return { sentences, paragraphs, namedDeadlines, amendingFrom: amendingFrom(paragraphs) }
}

export const isAmending = (contract: ContractText, sentence: Sentence) =>
  sentence.index >= contract.amendingFrom

// the sentence and the next few of its paragraph, where a term's details usually follow it
export function sentenceAndFollowing(
  contract: ContractText,
  sentence: Sentence,
  count = 3,
): Sentence[] {
  return contract.paragraphs[sentence.paragraph]!.filter(
    (other) => other.index >= sentence.index && other.index <= sentence.index + count,
  )
}

// "[X] Conventional [ ] FHA": each box, ticked or not, with the words that follow it
export type Box = { checked: boolean; label: string; start: number; end: number }

export function boxesIn(text: string): Box[] {
  const boxes: Box[] = []
  for (const match of text.matchAll(/\[([ X])\]\s*([^[]*)/g)) {
    boxes.push({
      checked: match[1] === 'X',
      label: match[2]!.trim(),
      start: match.index,
      end: match.index + match[0].length,
    })
  }
  return boxes
}

// the box a paragraph begins with ("[ ] A. Loan to be Obtained: ..."), which governs all its sentences
export function paragraphBox(contract: ContractText, sentence: Sentence): Box | null {
  const first = contract.paragraphs[sentence.paragraph]![0]!.text
  const match = /^(?:\(?[a-z0-9]{1,3}[.)]\s*)?\[([ X])\]/i.exec(first)
  return match
    ? {
        checked: match[1] === 'X',
        label: first.slice(match[0].length).trim(),
        start: 0,
        end: first.length,
      }
    : null
}

// the box that governs words at `index`: the nearest box before them in the same sentence, or the
// box the paragraph begins with
export function boxGoverning(
  contract: ContractText,
  sentence: Sentence,
  index: number,
  text = sentence.text,
): Box | null {
  return (
    boxesIn(text).findLast((box) => box.start < index && index < box.end) ??
    paragraphBox(contract, sentence)
  )
}

export const isUncheckedAt = (text: string, index: number) =>
  boxesIn(text).findLast((box) => box.start < index && index < box.end)?.checked === false

// the words without the options left unticked
export const withoutUnticked = (text: string) => text.replace(/\[ \][^[]*/g, ' ')
