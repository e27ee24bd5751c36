import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { reloadEnv } from '~/platform/env.server'
import type { ListingFacts } from './listing-facts'
import { serveLocalLlmEndpoint } from '~/platform/llm-endpoint.test-data'
import { llmConfigured, llmDescription } from './llm-writer.server'

type Seen = {
  authorization?: string
  body: { model: string; messages: Array<{ role: string; content: string }> }
}
let answer: (response: ServerResponse) => void = () => {}
const seen: Seen[] = []
serveLocalLlmEndpoint({
  path: '/v1',
  apiKey: 'sk-test-secret',
  answer: (request, body, response) => {
    seen.push({ authorization: request.headers.authorization, body: JSON.parse(body) })
    answer(response)
  },
})

const facts: ListingFacts = {
  beds: 3,
  baths: 2,
  fullBaths: 2,
  halfBaths: 0,
  sqft: 1600,
  lotSqft: 8000,
  yearBuilt: 2001,
  yearRemodeled: 2001,
  propertyType: 'single-family',
  style: 'two-story',
  stories: 2,
  garageSpaces: 2,
  basementSqft: 0,
  fireplaces: 0,
  features: ['deck'],
  neighborhood: 'Gilbert',
  city: 'Ames',
}
afterEach(() => (seen.length = 0))

const json = (status: number, body: unknown) => (response: ServerResponse) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

describe('the language model writer', () => {
  it('sends the facts, the model and the key, and returns the first choice', async () => {
    answer = json(200, {
      choices: [{ message: { role: 'assistant', content: '  A two-story house in Gilbert.  ' } }],
    })
    expect(llmConfigured()).toBe(true)
    expect(await llmDescription(facts, { tone: 'warm', length: 'short' })).toBe(
      'A two-story house in Gilbert.',
    )
    expect(seen[0]!.authorization).toBe('Bearer sk-test-secret')
    expect(seen[0]!.body.model).toBe('test-model')
    expect(seen[0]!.body.messages[1]!.content).toContain('"sqft":1600')
    expect(seen[0]!.body.messages[0]!.content).toContain('Fair Housing Act')
  })

  it('answers null for a refusal, malformed JSON, an empty answer and a timeout', async () => {
    answer = json(500, { error: 'down' })
    expect(await llmDescription(facts, { tone: 'warm', length: 'short' })).toBeNull()
    answer = (response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices": [')
    expect(await llmDescription(facts, { tone: 'warm', length: 'short' })).toBeNull()
    answer = json(200, { choices: [{ message: { content: '' } }] })
    expect(await llmDescription(facts, { tone: 'warm', length: 'short' })).toBeNull()
    answer = () => {}
    expect(
      await llmDescription(facts, { tone: 'warm', length: 'short' }, { timeoutMs: 200 }),
    ).toBeNull()
  })

  it('is off unless all three settings are given', () => {
    const model = process.env.LLM_MODEL
    delete process.env.LLM_MODEL
    reloadEnv()
    expect(llmConfigured()).toBe(false)
    process.env.LLM_MODEL = model
    reloadEnv()
  })
})
