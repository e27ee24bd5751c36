import { env } from './env.server'
import { logger } from './logger.server'

// An OpenAI-compatible chat endpoint, used only when all three settings are given (LLM_BASE_URL,
// LLM_API_KEY, LLM_MODEL). Its answer is a proposal the caller checks. Any failure (refused, slow,
// malformed) is null; the key never leaves the Authorization header
type LlmSettings = { baseUrl: string; apiKey: string; model: string }

function settings(): LlmSettings | null {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = env()
  return baseUrl && apiKey && model ? { baseUrl: baseUrl.replace(/\/$/, ''), apiKey, model } : null
}

export const llmConfigured = () => settings() !== null

export type ChatRequest = {
  system: string
  user: string
  temperature: number
  // names the caller in the logs: '<feature>.model-refused', '<feature>.model-failed'
  feature: string
  timeoutMs?: number
  maxChars?: number
}

// the first choice's text, trimmed, or null
export async function chatAnswer({
  system,
  user,
  temperature,
  feature,
  timeoutMs = 15_000,
  maxChars = 4000,
}: ChatRequest): Promise<string | null> {
  const llm = settings()
  if (!llm) return null
  const started = Date.now()
  try {
    const response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${llm.apiKey}` },
      body: JSON.stringify({
        model: llm.model,
        temperature,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) {
      logger.warn(
        { event: `${feature}.model-refused`, status: response.status, ms: Date.now() - started },
        'the language model endpoint refused',
      )
      return null
    }
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> }
    const content = body.choices?.[0]?.message?.content
    const text = typeof content === 'string' ? content.trim() : ''
    return text.length > 0 ? text.slice(0, maxChars) : null
  } catch (error) {
    logger.warn(
      {
        event: `${feature}.model-failed`,
        reason: error instanceof Error ? error.name : 'unknown',
        ms: Date.now() - started,
      },
      'the language model endpoint failed',
    )
    return null
  }
}
