import type { APIRequestContext } from '@playwright/test'

// what the bad-input tables send: markup that must never come back unescaped, a body past every
// field's limit, and a form posted as a browser without JavaScript would post it
export const script = '<script>alert("pwned")</script>'
export const megabyte = 'x'.repeat(1_000_001)

export type Body = Record<string, string | string[]>
export type Case = {
  name: string
  path: string
  body: Body
  expect?: string | RegExp
  status?: number
}

export async function postForm(request: APIRequestContext, path: string, body: Body) {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body))
    for (const item of [value].flat()) form.append(key, item)
  return request.post(path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
    maxRedirects: 0,
  })
}
