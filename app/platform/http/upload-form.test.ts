import { expect, test } from 'vitest'
import { readUploadForm } from './upload-form.server'

const upload = (body: string, type = 'multipart/form-data; boundary=XX') =>
  readUploadForm(
    new Request('http://threshold.test/photos', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    }),
    { maxBytes: 10 },
  )

const part = (name: string, value: string, filename?: string) =>
  `--XX\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/plain` : ''}\r\n\r\n${value}\r\n`

async function statusOf(reading: Promise<unknown>) {
  try {
    await reading
    return 200
  } catch (error) {
    // an expected error: the status a page's boundary and a resource route answer with, and its message
    if (!(error instanceof Response)) throw error
    expect(((await error.json()) as { message?: unknown }).message).toEqual(expect.any(String))
    return error.status
  }
}

test('a whole form with a small file is read', async () => {
  const form = await upload(
    `${part('caption', 'Front')}${part('photo', 'tiny', 'a.txt')}--XX--\r\n`,
  )
  expect(form.get('caption')).toBe('Front')
  expect(await (form.get('photo') as File).text()).toBe('tiny')
})

test('a truncated body is a 400', async () => {
  expect(
    await statusOf(upload('--XX\r\nContent-Disposition: form-data; name="caption"\r\n\r\nFro')),
  ).toBe(400)
})

test('a body without a boundary is a 400', async () => {
  expect(await statusOf(upload(part('caption', 'Front'), 'multipart/form-data'))).toBe(400)
})

test('a file over the route’s limit is a 413', async () => {
  expect(
    await statusOf(upload(`${part('photo', 'far too large for ten bytes', 'a.txt')}--XX--\r\n`)),
  ).toBe(413)
})
