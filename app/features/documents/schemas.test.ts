import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { documentMessages } from './messages'
import { DocumentChangeSchema } from './schemas'

const parse = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema: DocumentChangeSchema })
}

test('each of the owner’s forms is read by its intent, with the page’s own messages', () => {
  expect(parse({ intent: 'rename', name: '  Inspection\u0007report  ' })).toMatchObject({
    status: 'success',
    value: { intent: 'rename', name: 'Inspection report' },
  })
  expect(parse({ intent: 'rename', name: '\u0000' }).error).toEqual({
    name: [documentMessages.nameInvalid],
  })
  expect(parse({ intent: 'rename', name: 'x'.repeat(121) }).error).toEqual({
    name: [documentMessages.nameInvalid],
  })
  expect(parse({ intent: 'kind', kind: 'poem' }).error).toEqual({
    kind: [documentMessages.kindInvalid],
  })
  expect(parse({ intent: 'share' }).error).toEqual({ person: [documentMessages.shareUnknown] })
  expect(parse({ intent: 'delete' }).error).toEqual({ confirm: [documentMessages.confirmDelete] })
  expect(parse({ intent: 'delete', confirm: 'on' })).toMatchObject({
    status: 'success',
    value: { intent: 'delete' },
  })
  expect(parse({ intent: 'publish' }).error).toEqual({ intent: [documentMessages.chooseAction] })
  expect(parse({}).error).toEqual({ intent: [documentMessages.chooseAction] })
})
