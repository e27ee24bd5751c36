import { describe, expect, it } from 'vitest'
import { listingFixture } from '~/features/marketing/marketing-fixture.test-data'
import { enhance } from './description-enhancer.server'
import { serveLocalLlmEndpoint } from '~/platform/llm-endpoint.test-data'

// with a language model configured, its text is shown only when it passes the fact check and the
// fair-housing check; otherwise the offline writer's is. The endpoint is a real local HTTP server
let reply = ''
serveLocalLlmEndpoint({
  path: '',
  apiKey: 'sk-test',
  answer: (_request, _body, response) =>
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { content: reply } }] })),
})

const write = () => {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    intent: 'write',
    tone: 'warm',
    length: 'long',
    variant: '0',
  }))
    form.set(name, value)
  return enhance(form, { uid: `vitest-${Math.random()}`, clientIp: '127.0.0.1' }, listingFixture)
}

describe('the writer with a language model', () => {
  it('shows the model’s text when it passes both checks', async () => {
    reply =
      'A bright two-story house in College Creek with 3 bedrooms, a deck over the back yard and a fireplace in the living room.'
    const outcome = await write()
    expect(outcome).toMatchObject({
      ok: true,
      intent: 'write',
      proposal: { writtenBy: 'model', text: reply, findings: [], contradictions: [] },
    })
  })

  it('shows the offline writer’s text instead of a model text that is flagged or untrue', async () => {
    for (const text of [
      'A bright house, perfect for a young couple, with 3 bedrooms.',
      'A bright house with 5 bedrooms and a pool.',
    ]) {
      reply = text
      const outcome = await write()
      expect(outcome.ok && 'proposal' in outcome ? outcome.proposal : null).toMatchObject({
        writtenBy: 'threshold',
        findings: [],
        contradictions: [],
      })
    }
  })
})
