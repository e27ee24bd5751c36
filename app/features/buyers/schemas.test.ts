import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import type { ZodTypeAny } from 'zod'
import { DashboardButtonSchema, SaveHomeSchema, TourChangeSchema } from './schemas'

const parse = (
  schema: typeof DashboardButtonSchema | typeof TourChangeSchema,
  fields: Record<string, string>,
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema })
}

// a missing id is the server's to answer (not found), as it was before the schema; only an
// action the page does not have is the schema's
test('the dashboard and tour buttons are read by their intent; a missing id is left to the server', () => {
  expect(parse(DashboardButtonSchema, { intent: 'delete-search' })).toMatchObject({
    status: 'success',
    value: { intent: 'delete-search', searchId: '' },
  })
  expect(parse(DashboardButtonSchema, { intent: 'withdraw', offerId: 'o1' })).toMatchObject({
    value: { intent: 'withdraw', offerId: 'o1' },
  })
  expect(parse(DashboardButtonSchema, { intent: 'sell' }).status).toBe('error')
  expect(parse(TourChangeSchema, { intent: 'cancel' })).toMatchObject({
    value: { intent: 'cancel', appointmentId: '' },
  })
  expect(parse(TourChangeSchema, { intent: 'delete', appointmentId: 'a1' }).status).toBe('error')
})

const sent = <Schema extends ZodTypeAny>(schema: Schema, fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema })
}

test('Save (a home’s page, every listing card) is the toggle’s side and the page to come back to', () => {
  expect(
    sent(SaveHomeSchema, { intent: 'unsave', returnTo: '/property-search?page=2' }),
  ).toMatchObject({
    status: 'success',
    value: { intent: 'unsave', returnTo: '/property-search?page=2' },
  })
  expect(sent(SaveHomeSchema, { intent: 'save' })).toMatchObject({ value: { intent: 'save' } })
  expect(sent(SaveHomeSchema, { intent: 'offer' }).status).toBe('error')
})
