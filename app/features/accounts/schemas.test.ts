import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { messages } from './messages'
import type { ZodTypeAny } from 'zod'
import {
  DemoLoginSchema,
  RoleChangeSchema,
  SignOutSchema,
  SocialStartSchema,
  StandInSchema,
} from './schemas'

const parse = <Schema extends typeof StandInSchema | typeof DemoLoginSchema>(
  schema: Schema,
  fields: Record<string, string>,
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema })
}

test('the stand-in needs an e-mail address to continue, not to cancel; a blank name is allowed', () => {
  expect(parse(StandInSchema, { intent: 'cancel' })).toMatchObject({ status: 'success' })
  expect(parse(StandInSchema, { intent: 'continue', email: 'not an address' })).toMatchObject({
    error: { email: [messages.validation.email] },
  })
  expect(parse(StandInSchema, { email: ' ana@example.com ', name: '' })).toMatchObject({
    status: 'success',
    value: { email: 'ana@example.com', name: undefined },
  })
  expect(parse(StandInSchema, { email: 'a@b.co', name: 'n'.repeat(100) })).toMatchObject({
    value: { name: 'n'.repeat(80) },
  })
})

test('a demo sign-in takes the three demo roles only, with the page’s message', () => {
  expect(parse(DemoLoginSchema, { role: 'seller' })).toMatchObject({ status: 'success' })
  for (const role of ['admin', ''])
    expect(parse(DemoLoginSchema, { role })).toMatchObject({
      error: { role: [messages.refused.demoRole] },
    })
})

const sent = <Schema extends ZodTypeAny>(schema: Schema, fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema })
}

test('the account menu: a dashboard’s role with the page it was on, or a refusal; Sign out has no fields', () => {
  expect(sent(RoleChangeSchema, { role: 'vendor', returnTo: '/search?q=1' })).toMatchObject({
    status: 'success',
    value: { role: 'vendor', returnTo: '/search?q=1' },
  })
  for (const role of ['owner', ''])
    expect(sent(RoleChangeSchema, { role })).toMatchObject({
      error: { role: [messages.refused.roleNotAvailable] },
    })
  expect(sent(SignOutSchema, {}).status).toBe('success')
})

test('a social sign-in’s start takes where to land, or nothing; a huge one is refused', () => {
  expect(sent(SocialStartSchema, {})).toMatchObject({ status: 'success', value: {} })
  expect(sent(SocialStartSchema, { redirectTo: '/buyer-dashboard' })).toMatchObject({
    value: { redirectTo: '/buyer-dashboard' },
  })
  expect(sent(SocialStartSchema, { redirectTo: `/${'x'.repeat(3000)}` }).status).toBe('error')
})
