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

// the forms inside feature components, on the same rule
const featuresFolder = path.join('app', 'features')
const components = readdirSync(featuresFolder, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
  .map((name) => ({
    name: name.split(path.sep).join('/'),
    text: readFileSync(path.join(featuresFolder, name), 'utf8'),
  }))
const routeText = (name: string) => readFileSync(path.join(routesFolder, name), 'utf8')

// components whose forms stay plain, each with the reason and the route that parses what it posts
const plainForms = new Map<string, { reason: string; parsedBy: Array<[string, string]> }>([
  [
    'listings/listing-card.tsx',
    {
      // a form hook per card is twelve more on every search page, whose render cost was measured
      reason: 'rendered 12 times on every search page (ADR 045, ADR 046)',
      parsedBy: [['property.tsx', 'SaveHomeSchema']],
    },
  ],
  [
    'accounts/auth-card.tsx',
    {
      // the sign-in card is in the login page's script, which ships no form library
      reason: 'part of the login page, within its 100 KB of JavaScript (ADR 006)',
      parsedBy: [['auth.social.tsx', 'SocialStartSchema']],
    },
  ],
  [
    'accounts/role-switcher.tsx',
    {
      // the account menu is in the root's script, which every page loads, the login page too
      reason: 'loaded by every page, the login page too (ADR 006)',
      parsedBy: [
        ['auth.role.tsx', 'RoleChangeSchema'],
        ['demo-login.tsx', 'DemoLoginSchema'],
        ['auth.logout.tsx', 'SignOutSchema'],
      ],
    },
  ],
])

test('the check finds the post forms of feature components', () => {
  const found = components.filter((component) => postForm.test(component.text))
  expect(found.length).toBeGreaterThan(12)
  for (const name of plainForms.keys())
    expect(found.map((component) => component.name)).toContain(name)
})

test('every feature component that renders a post form uses useSchemaForm', () => {
  const without = components
    .filter((component) => postForm.test(component.text) && !plainForms.has(component.name))
    .filter((component) => !/\buseSchemaForm\(/.test(component.text))
    .map((component) => component.name)
  expect(without).toEqual([])
})

test('the plain forms ship no form library, and their routes parse them with their schemas', () => {
  for (const [name, { parsedBy }] of plainForms) {
    const text = components.find((component) => component.name === name)?.text ?? ''
    expect(text, name).not.toMatch(/useSchemaForm|@conform-to|from 'zod'/)
    for (const [route, schema] of parsedBy)
      expect(routeText(route), route).toMatch(
        new RegExp(`parseWithZod\\(.*\\{ schema: ${schema} \\}\\)`),
      )
  }
})

test('no page route writes Retry-After itself: a failed form goes through answerFailedForm', () => {
  const writers = modules
    .filter((module) => /'Retry-After'|retryAfterSeconds \?/.test(module.text))
    .map((module) => module.name)
  expect(writers).toEqual([])
})
