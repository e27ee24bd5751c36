import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { reloadEnv } from '~/platform/env.server'
import { serveLocalLlmEndpoint } from '~/platform/llm-endpoint.test-data'
import { analyzeContract } from './analyze'
import { withEndpoint } from './llm-reader.server'

type Seen = { authorization?: string; body: { messages: Array<{ content: string }> } }
let answer: (response: ServerResponse) => void = () => {}
const seen: Seen[] = []
serveLocalLlmEndpoint({
  path: '/v1',
  apiKey: 'sk-contract-test',
  answer: (request, body, response) => {
    seen.push({ authorization: request.headers.authorization, body: JSON.parse(body) })
    answer(response)
  },
})
afterEach(() => (seen.length = 0))

const replyWith = (terms: unknown) => (response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      choices: [{ message: { content: `\`\`\`json\n${JSON.stringify(terms)}\n\`\`\`` } }],
    }),
  )

// a contract whose parties and price the rules do not read
const contract = `OFFER TO PURCHASE
The purchasing party is Ingrid Solberg, and the owner of record is Tobias Mwangi.
The consideration for the home is two hundred fifty thousand dollars, payable in cash, being $250,000 in all.
Closing shall take place on or before March 15, 2028.`

describe('the contract reader with a language model endpoint', () => {
  it('uses an answer that quotes a sentence of the contract containing the value', async () => {
    const rules = analyzeContract(contract)
    expect(rules.buyers).toBeNull()
    answer = replyWith({
      buyers: {
        value: ['Ingrid Solberg'],
        quote: 'The purchasing party is Ingrid Solberg, and the owner of record is Tobias Mwangi.',
      },
      sellers: {
        value: ['Tobias Mwangi'],
        quote:
          'The purchasing party is  Ingrid Solberg, and the owner\nof record is Tobias Mwangi.',
      },
    })
    const read = await withEndpoint(contract, rules)
    expect(read.buyers).toEqual({
      value: ['Ingrid Solberg'],
      sentence: 'The purchasing party is Ingrid Solberg, and the owner of record is Tobias Mwangi.',
    })
    expect(read.sellers?.value).toEqual(['Tobias Mwangi'])
    expect(seen[0]!.authorization).toBe('Bearer sk-contract-test')
    expect(seen[0]!.body.messages[1]!.content).toContain('"buyers"')
    expect(seen[0]!.body.messages[1]!.content).toContain('Ingrid Solberg')
  })

  it('drops an answer whose quote is not the contract’s words, or does not contain the value', async () => {
    const rules = analyzeContract(contract)
    answer = replyWith({
      // paraphrased: not in the text
      buyers: { value: ['Ingrid Solberg'], quote: 'The buyer is Ingrid Solberg.' },
      // in the text, but another person
      sellers: {
        value: ['Harold Finch'],
        quote: 'The purchasing party is Ingrid Solberg, and the owner of record is Tobias Mwangi.',
      },
      // a value the quoted sentence does not state
      inclusions: {
        value: ['hot tub'],
        quote: 'Closing shall take place on or before March 15, 2028.',
      },
      price: { value: 260000, quote: 'being $250,000 in all' },
    })
    const read = await withEndpoint(contract, rules)
    expect(read.buyers).toBeNull()
    expect(read.sellers).toBeNull()
    expect(read.inclusions).toEqual([])
    expect(read.price).toEqual(rules.price)
  })

  it('keeps the rules’ reading when the endpoint fails or answers no JSON', async () => {
    const rules = analyzeContract(contract)
    answer = (response) => response.writeHead(503).end()
    expect(await withEndpoint(contract, rules)).toEqual(rules)
    answer = replyWith('no terms here')
    expect(await withEndpoint(contract, rules)).toEqual(rules)
  })

  it('asks nothing without the settings: the rules are the reader', async () => {
    const model = process.env.LLM_MODEL
    delete process.env.LLM_MODEL
    reloadEnv()
    const rules = analyzeContract(contract)
    expect(await withEndpoint(contract, rules)).toBe(rules)
    expect(seen).toHaveLength(0)
    process.env.LLM_MODEL = model
    reloadEnv()
  })
})
