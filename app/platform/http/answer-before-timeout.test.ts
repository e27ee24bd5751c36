import { expect, test } from 'vitest'
import { answerBeforeTimeout } from './answer-before-timeout.server'
import { outsideAnyRequest, RequestAnsweredError, whileWriting } from './request-work.server'

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(resolve, ms, value))
const page = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/html' } })

test('an answer within the limit is passed on as it is, with what the handler was given', async () => {
  const handle = answerBeforeTimeout(
    async (request: Request, context: { who: string }) =>
      page(`${new URL(request.url).pathname} for ${context.who}`),
    200,
  )
  const response = await handle(new Request('http://x/how-it-works'), { who: 'a visitor' })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('/how-it-works for a visitor')
})

test('past the limit a page gets a clear 503 at once, and the late answer is dropped unread', async () => {
  let lateBodyCancelled = false
  const late = new Response(new ReadableStream({ cancel: () => void (lateBodyCancelled = true) }))
  const handle = answerBeforeTimeout(() => after(300, late), 50)
  const started = performance.now()
  const response = await handle(new Request('http://x/property/ames-0001'))
  expect(performance.now() - started).toBeLessThan(250)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('30')
  expect(await response.text()).toContain('Threshold is not answering right now')
  await expect.poll(() => lateBodyCancelled).toBe(true)
})

test('the API gets its 503 as JSON', async () => {
  const handle = answerBeforeTimeout(() => new Promise<Response>(() => {}), 20)
  const response = await handle(new Request('http://x/api/events'))
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({
    message:
      'Threshold is not answering right now. Part of the service is not responding. Please try again in a minute.',
  })
})

test('a failure within the limit is passed on; one after it is swallowed', async () => {
  const failing = answerBeforeTimeout(() => Promise.reject(new Error('broken')), 100)
  await expect(failing(new Request('http://x/'))).rejects.toThrow('broken')
  const failingLate = answerBeforeTimeout(
    () => after(60, null).then(() => Promise.reject(new Error('late'))),
    10,
  )
  expect((await failingLate(new Request('http://x/'))).status).toBe(503)
  await after(80, null)
})

// ADR 063: the 503 of the limit is true
test('a request answered by its limit starts no write afterwards', async () => {
  const writes: string[] = []
  let refusal: unknown
  const handle = answerBeforeTimeout(async () => {
    await after(60, null)
    await whileWriting(async () => void writes.push('saved')).catch(
      (error: unknown) => (refusal = error),
    )
    return page('saved')
  }, 20)
  expect((await handle(new Request('http://x/property-search', { method: 'POST' }))).status).toBe(
    503,
  )
  await expect.poll(() => refusal).toBeInstanceOf(RequestAnsweredError)
  expect(writes).toEqual([])
})

test('a request that began a write before its limit is answered by what it did, however late', async () => {
  const handle = answerBeforeTimeout(async () => {
    await whileWriting(() => after(60, 'stored'))
    return page('saved')
  }, 20)
  const response = await handle(new Request('http://x/documents', { method: 'POST' }))
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('saved')
})

test('work a request leaves behind for everyone still writes after the request was answered by its limit', async () => {
  const writes: string[] = []
  let background: Promise<unknown> = Promise.resolve()
  const handle = answerBeforeTimeout(async () => {
    background = outsideAnyRequest(() =>
      after(60, null).then(() => whileWriting(async () => void writes.push('batch'))),
    )
    await after(60, null)
    return page('late')
  }, 20)
  expect((await handle(new Request('http://x/'))).status).toBe(503)
  await background
  expect(writes).toEqual(['batch'])
  expect(await whileWriting(async () => 'outside any request')).toBe('outside any request')
})
