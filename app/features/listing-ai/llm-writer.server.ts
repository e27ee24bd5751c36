import { chatAnswer, llmConfigured } from '~/platform/llm-chat.server'
import type { Length, Tone } from './description-writer'
import type { ListingFacts } from './listing-facts'

// The description writer's use of the language model endpoint (app/platform/llm-chat.server.ts),
// only when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all given. Its answer is a proposal: the
// caller runs it through the fact check and the fair-housing check and shows the offline writer's
// text instead when it fails
export { llmConfigured }

const lengthWords: Record<Length, string> = { short: '40 to 80 words', long: '120 to 200 words' }
const toneWords: Record<Tone, string> = {
  warm: 'warm and welcoming',
  crisp: 'crisp and factual',
  polished: 'polished and upscale, never flowery',
}

const systemPrompt = [
  'You write real estate listing descriptions for homes for sale in the United States.',
  'Use only the facts given. Do not state any count, size, year, feature or place the facts do not contain, and never contradict them.',
  'Follow the Fair Housing Act (42 U.S.C. 3604(c)): describe the property, never the people who should live there.',
  'Never mention or imply race, color, religion, sex, disability, familial status (children, couples, singles, age) or national origin.',
  'Answer with the description only: plain text, no headings, no lists, no emoji.',
].join(' ')

type Request = { tone: Tone; length: Length; notes?: string; pasted?: string; variant?: number }

export async function llmDescription(
  facts: ListingFacts,
  request: Request,
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): Promise<string | null> {
  const user = [
    `Facts (JSON): ${JSON.stringify(facts)}`,
    `Tone: ${toneWords[request.tone]}. Length: ${lengthWords[request.length]}.`,
    request.notes
      ? `The seller's notes (use what the facts do not contradict): ${request.notes}`
      : '',
    request.pasted
      ? `Rewrite this description, keeping its true and specific details: ${request.pasted}`
      : '',
  ]
    .filter(Boolean)
    .join('\n')
  return chatAnswer({
    system: systemPrompt,
    user,
    temperature: 0.7,
    feature: 'listing-ai',
    timeoutMs,
  })
}
