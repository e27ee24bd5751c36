import { chatAnswer, llmConfigured } from '~/platform/llm-chat.server'
import type { ContractAnalysis, Found } from './analysis'
import { findDates } from './dates'

// With LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set, the terms the rules did not find are asked of
// the language model endpoint (app/platform/llm-chat.server.ts). An answer is used only when it
// quotes the contract: the quote must be in the contract's text word for word, and must contain
// the value. Without the settings, or when the endpoint fails, the rules' reading stands alone
type AskedField = 'buyers' | 'sellers' | 'price' | 'closingDate' | 'inclusions' | 'exclusions'
const askedFields: Record<AskedField, string> = {
  buyers: 'the buyers’ names, as an array of strings',
  sellers: 'the sellers’ names, as an array of strings',
  price: 'the purchase price in dollars, as a number',
  closingDate: 'the closing date, as yyyy-mm-dd',
  inclusions: 'the items included in the sale (personal property that conveys), as an array',
  exclusions: 'the items excluded from the sale, as an array',
}
const maxContractChars = 60_000

const systemPrompt = [
  'You read United States residential real estate purchase contracts.',
  'Answer with one JSON object only. For each term asked that the contract states, give {"value": ..., "quote": "..."}, where quote is the one sentence of the contract that states it, copied exactly, character for character.',
  'Leave out any term the contract does not state. Never guess.',
].join(' ')

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim()
const lower = (text: string) => normalized(text).toLowerCase()

function missing(analysis: ContractAnalysis): AskedField[] {
  const fields: AskedField[] = []
  if (!analysis.buyers) fields.push('buyers')
  if (!analysis.sellers) fields.push('sellers')
  if (!analysis.price) fields.push('price')
  if (!analysis.closingDate) fields.push('closingDate')
  if (analysis.inclusions.length === 0) fields.push('inclusions')
  if (analysis.exclusions.length === 0) fields.push('exclusions')
  return fields
}

// the answer's JSON object, also when the model wraps it in a code fence
function answerObject(answer: string): Record<string, unknown> | null {
  const start = answer.indexOf('{')
  const end = answer.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    const parsed: unknown = JSON.parse(answer.slice(start, end + 1))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const amountsIn = (quote: string) =>
  [...quote.matchAll(/\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?/g)].map((match) =>
    Number(match[1]!.replace(/,/g, '')),
  )

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= 20 &&
  value.every((item) => typeof item === 'string' && item.trim().length > 0 && item.length <= 80)
    ? (value as string[]).map((item) => normalized(item))
    : null

// the value of one field, when its quote is the contract's own words and states it
export function checkedTerm(
  text: string,
  field: AskedField,
  entry: unknown,
): Found<string[] | number | string> | null {
  if (!entry || typeof entry !== 'object') return null
  const { value, quote } = entry as { value?: unknown; quote?: unknown }
  if (typeof quote !== 'string') return null
  const said = normalized(quote)
  if (said.length < 8 || said.length > 1000 || !normalized(text).includes(said)) return null
  switch (field) {
    case 'buyers':
    case 'sellers': {
      const names = strings(value)
      return names && names.every((name) => lower(said).includes(name.toLowerCase()))
        ? { value: names, sentence: said }
        : null
    }
    case 'inclusions':
    case 'exclusions': {
      const items = strings(value)?.map((item) => item.toLowerCase())
      return items && items.every((item) => lower(said).includes(item))
        ? { value: items, sentence: said }
        : null
    }
    case 'price':
      return typeof value === 'number' && value > 0 && amountsIn(said).includes(value)
        ? { value, sentence: said }
        : null
    case 'closingDate':
      return typeof value === 'string' && findDates(said).some((date) => date.date === value)
        ? { value, sentence: said }
        : null
  }
}

export async function withEndpoint(
  text: string,
  analysis: ContractAnalysis,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<ContractAnalysis> {
  const fields = missing(analysis)
  if (!llmConfigured() || fields.length === 0) return analysis
  const answer = await chatAnswer({
    system: systemPrompt,
    user: [
      'Terms asked:',
      ...fields.map((field) => `- "${field}": ${askedFields[field]}`),
      '',
      'The contract:',
      text.slice(0, maxContractChars),
    ].join('\n'),
    temperature: 0,
    feature: 'contract-reader',
    timeoutMs,
    maxChars: 20_000,
  })
  const object = answer ? answerObject(answer) : null
  if (!object) return analysis
  const read = { ...analysis }
  for (const field of fields) {
    const found = checkedTerm(text, field, object[field])
    if (!found) continue
    if (field === 'buyers' || field === 'sellers') read[field] = found as Found<string[]>
    else if (field === 'price') read.price = found as Found<number>
    else if (field === 'closingDate') read.closingDate = found as Found<string>
    else
      read[field] = (found.value as string[]).map((item) => ({
        value: item,
        sentence: found.sentence,
      }))
  }
  return read
}
