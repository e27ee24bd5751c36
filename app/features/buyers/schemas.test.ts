import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { DashboardButtonSchema, TourChangeSchema } from './schemas'

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
