import { describe, expect, test, vi } from 'vitest'
import { ApiError, apiRequest } from './api-client'

function fakeFetch(response: Response) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return response
  }) as unknown as typeof fetch
  return { fetcher, calls }
}

describe('the shared request client (spec §7)', () => {
  test('with only a URL the method is GET, with no body and no content type', async () => {
    const { fetcher, calls } = fakeFetch(Response.json({ ok: true }))
    expect(await apiRequest('/api/x', {}, fetcher)).toEqual({ ok: true })
    expect(calls[0]!.init).toMatchObject({ method: 'GET', headers: {}, body: undefined })
  })
  test('a JSON content type is set only when there is a body', async () => {
    const { fetcher, calls } = fakeFetch(Response.json({}))
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } }, fetcher)
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
  })
  test('a bearer token is added when one is given, and cookies are always sent', async () => {
    const { fetcher, calls } = fakeFetch(Response.json({}))
    await apiRequest('/api/x', { token: 'demo-token' }, fetcher)
    expect(calls[0]!.init).toMatchObject({
      headers: { Authorization: 'Bearer demo-token' },
      credentials: 'include',
    })
  })
  test('HEAD and 204 answers return nothing', async () => {
    expect(
      await apiRequest(
        '/api/x',
        { method: 'HEAD' },
        fakeFetch(new Response(null, { status: 200 })).fetcher,
      ),
    ).toBeNull()
    expect(
      await apiRequest(
        '/api/x',
        { method: 'POST', body: {} },
        fakeFetch(new Response(null, { status: 204 })).fetcher,
      ),
    ).toBeNull()
  })
  test('a non-OK answer is an error "status: text", or the status text when the body is empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      apiRequest('/api/x', {}, fakeFetch(new Response('no such thing', { status: 404 })).fetcher),
    ).rejects.toThrow('404: no such thing')
    const empty = apiRequest(
      '/api/x',
      {},
      fakeFetch(new Response('', { status: 500, statusText: 'Internal Server Error' })).fetcher,
    )
    await expect(empty).rejects.toBeInstanceOf(ApiError)
    await expect(empty).rejects.toThrow('500: Internal Server Error')
  })
  test('a 401 is a warning and an empty result, not an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(
      await apiRequest('/api/x', {}, fakeFetch(new Response('nope', { status: 401 })).fetcher),
    ).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})
