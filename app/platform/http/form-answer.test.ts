import { expect, test } from 'vitest'
import { answerFailedForm } from './form-answer.server'

test('a form refused by a limit is answered with its status and Retry-After; any other failure without', () => {
  const limited = answerFailedForm(
    { result: { status: 'error' } },
    { status: 429, retryAfterSeconds: 90 },
  )
  expect(limited.data).toEqual({ result: { status: 'error' } })
  expect(limited.init).toMatchObject({ status: 429, headers: { 'Retry-After': '90' } })
  const invalid = answerFailedForm({ message: 'Choose a file' }, { status: 400 })
  expect(invalid.init).toEqual({ status: 400, headers: undefined })
})
