import { embedTexts, loadEmbeddings, type Vector } from '~/features/search/embeddings.server'
import { rememberedByPath } from '~/platform/remembered-by-path'
import { singleton } from '~/platform/singleton.server'
import {
  checkFairHousing,
  classSuggestion,
  classWhy,
  type FairHousingFinding,
  type ProtectedClass,
} from './fair-housing'
import { labelledPhrases } from './fair-housing-phrases'

// The fair-housing check's second stage: each sentence is compared, by the meaning the sentence
// encoder gives it, with the labelled phrases; when its nearest ones are mostly violations of one
// class, it is a possible finding of that class (for the seller to judge; saving is not refused
// for it). The rules miss wording they have no rule for; this stage catches paraphrases. k and the
// similarity floor were chosen by leave-one-out on the labelled set (ADR 033), and a phrase never
// counts as its own neighbour, so the labelled set's figures with this stage are leave-one-out
const neighbours = 5
const similarityFloor = 0.5

type Vectors = { texts: string[]; vectors: Vector[] }
const state = singleton('fair-housing-vectors', () => ({
  vectors: undefined as Vectors | undefined,
  loading: undefined as Promise<void> | undefined,
}))

// the labelled phrases' vectors, once per instance (about 2 s of CPU at start)
export function loadFairHousingVectors(): Promise<void> {
  state.loading ??= (async () => {
    await loadEmbeddings()
    const texts = labelledPhrases.map((phrase) => phrase.text)
    const vectors = await embedTexts(texts)
    if (vectors) state.vectors = { texts, vectors }
  })()
  return state.loading
}

// the rules' findings and the semantic stage's, remembered per text (a description is checked on
// every view of its score)
export const checkFairHousingFully = rememberedByPath(
  (text: string) => withSemanticStage(text),
  500,
)

async function withSemanticStage(text: string): Promise<FairHousingFinding[]> {
  const clear = checkFairHousing(text)
  if (!state.vectors) return clear
  const sentences = sentenceSpans(text)
  const vectors = await embedTexts(sentences.map((sentence) => sentence.text))
  if (!vectors) return clear
  const possible: FairHousingFinding[] = []
  sentences.forEach((sentence, index) => {
    const found = nearestClass(vectors[index]!, sentence.text)
    if (!found) return
    if (
      clear.some(
        (finding) =>
          finding.class === found && finding.start < sentence.end && finding.end > sentence.start,
      )
    )
      return
    possible.push({
      class: found,
      words: sentence.text,
      why: `${classWhy[found]} This sentence reads like wording that states such a preference; check it.`,
      suggestion: classSuggestion(found),
      start: sentence.start,
      end: sentence.end,
      certainty: 'possible',
    })
  })
  return [...clear, ...possible].sort((a, b) => a.start - b.start)
}

// the class most of the nearest labelled phrases (above the floor) were flagged for, when they
// outweigh the nearest acceptable ones
function nearestClass(vector: Vector, text: string): ProtectedClass | null {
  const { texts, vectors } = state.vectors!
  const nearest = vectors
    .map((other, index) => ({ index, similarity: texts[index] === text ? -1 : dot(vector, other) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, neighbours)
    .filter((neighbour) => neighbour.similarity >= similarityFloor)
  const votes = new Map<ProtectedClass, number>()
  let acceptable = 0
  for (const { index, similarity } of nearest) {
    const phrase = labelledPhrases[index]!
    if (phrase.flagged && phrase.class)
      votes.set(phrase.class, (votes.get(phrase.class) ?? 0) + similarity)
    else acceptable += similarity
  }
  const [best] = [...votes].sort((a, b) => b[1] - a[1])
  return best && best[1] > acceptable ? best[0] : null
}

function sentenceSpans(text: string): Array<{ text: string; start: number; end: number }> {
  return [...text.matchAll(/[^.!?\n]+[.!?]*/g)]
    .map((match) => {
      const trimmed = match[0].trim()
      const start = match.index! + match[0].indexOf(trimmed)
      return { text: trimmed, start, end: start + trimmed.length }
    })
    .filter((sentence) => /[a-z]/i.test(sentence.text))
}

function dot(a: Vector, b: Vector): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!
  return sum
}
