import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// every form a route module posts is on its zod schema through useSchemaForm (issue 40), so a
// failed post shows its errors the same way everywhere; these files are read as text
const routesFolder = path.join('app', 'routes')
const modules = readdirSync(routesFolder)
  .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
  .map((name) => ({ name, text: readFileSync(path.join(routesFolder, name), 'utf8') }))

// a <Form> or <form> element whose method is post, its tag over as many lines as it takes
const postForm = /<(?:Form|form)\b[^>]*?\bmethod="post"/s

// the login page ships no form library: its fields come from the server's reply (ADR 006), for
// its JavaScript budget of 100 KB; it keeps LoginSchema and parseWithZod on the server
const withoutFormLibrary = new Set(['auth.login.tsx'])

test('the check finds post forms, over several lines too', () => {
  expect(postForm.test('<Form method="post" action="/x">')).toBe(true)
  expect(postForm.test('<Form\n  method="post"\n  encType="multipart/form-data"\n>')).toBe(true)
  expect(postForm.test('<form className="a" method="post">')).toBe(true)
  expect(postForm.test('<Form method="get" action="/property-search">')).toBe(false)
  expect(modules.filter((module) => postForm.test(module.text)).length).toBeGreaterThan(20)
})

test('every route module that renders a post form uses useSchemaForm', () => {
  const without = modules
    .filter((module) => postForm.test(module.text) && !withoutFormLibrary.has(module.name))
    .filter((module) => !/\buseSchemaForm\(/.test(module.text))
    .map((module) => module.name)
  expect(without).toEqual([])
})

test('the login page, the one exception, still parses with its schema on the server', () => {
  for (const name of withoutFormLibrary) {
    const text = modules.find((module) => module.name === name)?.text ?? ''
    expect(text).toMatch(/parseWithZod\(formData, \{ schema: LoginSchema \}\)/)
  }
})

test('no page route writes Retry-After itself: a failed form goes through answerFailedForm', () => {
  const writers = modules
    .filter((module) => /'Retry-After'|retryAfterSeconds \?/.test(module.text))
    .map((module) => module.name)
  expect(writers).toEqual([])
})
