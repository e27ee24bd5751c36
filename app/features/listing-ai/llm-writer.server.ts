import { env } from '~/platform/env.server'
import { logger } from '~/platform/logger.server'
import type { Length, Tone } from './description-writer'
import type { ListingFacts } from './listing-facts'

// An OpenAI-compatible chat endpoint, used by the writer only when all three settings are given
// (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). Its answer is a proposal: the caller runs it through the
// fact check and the fair-housing check and shows the offline writer's text instead when it fails.
// Any failure (refused, slow, malformed) is null; the key never leaves the Authorization header
type LlmSettings = { baseUrl: string; apiKey: string; model: string }

function settings(): LlmSettings | null {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = env()
  return baseUrl && apiKey && model ? { baseUrl: baseUrl.replace(/\/$/, ''), apiKey, model } : null
}

export const llmConfigured = () => settings() !== null

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
  const llm = settings()
  if (!llm) return null
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
  const started = Date.now()
  try {
    const response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${llm.apiKey}` },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: systemPrompt },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) {
      logger.warn(
        { event: 'listing-ai.model-refused', status: response.status, ms: Date.now() - started },
        'the language model endpoint refused',
      )
      return null
    }
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> }
    const content = body.choices?.[0]?.message?.content
    const text = typeof content === 'string' ? content.trim() : ''
    return text.length > 0 ? text.slice(0, 4000) : null
  } catch (error) {
    logger.warn(
      {
        event: 'listing-ai.model-failed',
        reason: error instanceof Error ? error.name : 'unknown',
        ms: Date.now() - started,
      },
      'the language model endpoint failed',
    )
    return null
  }
}
