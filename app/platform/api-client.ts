// spec §7 shared request behaviour, for the few places the browser calls our /api routes
// (page-view reporting today). Rules: GET when only a URL is given; a JSON content type only
// with a body; a bearer token when one is given; cookies always sent; HEAD and 204 give
// nothing; other answers are parsed JSON; a non-OK answer is an error "status: text"; a 401 is
// a warning and an empty result.
export type ApiRequest = { method?: string; body?: unknown; token?: string | null }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`)
  }
}

type Fetch = typeof fetch

export async function apiRequest<T = unknown>(
  url: string,
  request: ApiRequest = {},
  fetcher: Fetch = fetch,
): Promise<T | null> {
  const method = request.method ?? 'GET'
  const headers: Record<string, string> = {}
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  if (request.token) headers.Authorization = `Bearer ${request.token}`
  const response = await fetcher(url, {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'include',
  })
  if (response.status === 401) {
    console.warn(`${method} ${url} answered 401: not signed in`)
    return null
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText
    console.error(`${method} ${url} failed: ${response.status}`)
    throw new ApiError(response.status, text)
  }
  if (method === 'HEAD' || response.status === 204) return null
  return (await response.json()) as T
}
