// words, sentences and the Flesch reading ease of a description (higher is easier: 60–70 is plain
// English, below 30 is hard going)
export type Readability = { words: number; sentences: number; readingEase: number }

export function readabilityOf(text: string): Readability {
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length)
  if (words.length === 0) return { words: 0, sentences: 0, readingEase: 0 }
  const syllables = words.reduce((sum, word) => sum + syllablesOf(word), 0)
  const readingEase =
    206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length)
  return { words: words.length, sentences, readingEase: Math.round(readingEase) }
}

// vowel groups, less a silent final e; at least one
export function syllablesOf(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '')
  if (lower.length <= 3) return 1
  const groups = lower
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g)
  return Math.max(1, groups?.length ?? 1)
}
