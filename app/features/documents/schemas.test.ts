import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { documentMessages } from './messages'
import type { ZodTypeAny } from 'zod'
import { ContractCalendarSchema, DocumentChangeSchema, DocumentUploadSchema } from './schemas'

const parse = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema: DocumentChangeSchema })
}
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields)
  return submission.status === 'success' ? null : submission.error
}

test('each of the owner’s forms is read by its intent, with the page’s own messages', () => {
  expect(parse({ intent: 'rename', name: '  Inspection\u0007report  ' })).toMatchObject({
    status: 'success',
    value: { intent: 'rename', name: 'Inspection report' },
  })
  expect(errorsOf({ intent: 'rename', name: '\u0000' })).toEqual({
    name: [documentMessages.nameInvalid],
  })
  expect(errorsOf({ intent: 'rename', name: 'x'.repeat(121) })).toEqual({
    name: [documentMessages.nameInvalid],
  })
  expect(errorsOf({ intent: 'kind', kind: 'poem' })).toEqual({
    kind: [documentMessages.kindInvalid],
  })
  expect(errorsOf({ intent: 'share' })).toEqual({ person: [documentMessages.shareUnknown] })
  expect(errorsOf({ intent: 'delete' })).toEqual({ confirm: [documentMessages.confirmDelete] })
  expect(parse({ intent: 'delete', confirm: 'on' })).toMatchObject({
    status: 'success',
    value: { intent: 'delete' },
  })
  expect(errorsOf({ intent: 'publish' })).toEqual({ intent: [documentMessages.chooseAction] })
  expect(errorsOf({})).toEqual({ intent: [documentMessages.chooseAction] })
})

const sent = <Schema extends ZodTypeAny>(schema: Schema, fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema })
}

test('the upload’s fields are the file and an optional home, decided by the upload itself', () => {
  expect(sent(DocumentUploadSchema, {})).toMatchObject({ status: 'success' })
  expect(sent(DocumentUploadSchema, { listingId: 's-1' })).toMatchObject({
    value: { listingId: 's-1' },
  })
})

test('a calendar of a contract that was not kept needs its text, as it was sent', () => {
  expect(
    sent(ContractCalendarSchema, {
      text: ' Closing on 2026-12-01. ',
      acceptanceDate: '2026-11-01',
    }),
  ).toMatchObject({
    status: 'success',
    value: { text: ' Closing on 2026-12-01. ', acceptanceDate: '2026-11-01' },
  })
  for (const text of ['', '   '])
    expect(sent(ContractCalendarSchema, { text }).status).toBe('error')
})
