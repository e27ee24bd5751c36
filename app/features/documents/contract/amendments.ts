// a counteroffer, an amendment or a rider after the offer changes some of its terms, and where the two
// disagree the later words govern: "Counter Offer No. 1 ... The Purchase Price shall be $469,500"
const amendingHeading =
  /^\W*(?:(?:seller'?s|buyer'?s|first|second|third|final|\d+(?:st|nd|rd|th))\s+)?(?:counter[- ]?offer|amendment|rider)\b/i
const amendingWords =
  /\bthis\s+is\s+an?\s+(?:counter[- ]?offer|amendment)\b|\b(?:rider|addendum|amendment)\s+shall\s+(?:govern|control|prevail)\b|\bwith\s+the\s+following\s+(?:changes|modifications|amendments|exceptions)\b|\bis\s+(?:hereby\s+)?amended\s+as\s+follows\b/i

type Sentence = { text: string; index: number }

// the index of the first sentence of the first counteroffer or amendment (the sentences' count when
// there is none)
export function amendingFrom(paragraphs: Sentence[][]): number {
  const all = paragraphs.flat()
  const start = all.find(
    (sentence) =>
      amendingWords.test(sentence.text) ||
      (paragraphs.some((paragraph) => paragraph[0] === sentence) &&
        amendingHeading.test(sentence.text)),
  )
  return start?.index ?? all.length
}

// "The Closing Date ... is deleted and replaced with July 15, 2027": where the new term begins
const replacing =
  /\b(?:deleted\s+and\s+replaced\s+with|replaced\s+(?:with|by)|changed\s+to|amended\s+to(?:\s+read)?|extended\s+to|shall\s+(?:now\s+)?be|instead\s+of)\b/i

export function replacementAt(text: string): number | null {
  const match = replacing.exec(text)
  return match ? match.index + match[0].length : null
}
