import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { idxMessages } from './messages'
import { IdxImportSchema } from './schemas'

const words = idxMessages.form

const errorsOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const submission = parseWithZod(form, { schema: IdxImportSchema })
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

// the same rules and messages as the import's own check of the name (idx-import.server.ts)
test('a feed’s name: needed, 2 to 80 letters, digits, spaces or punctuation', () => {
  expect(errorsOf({ feed: 'Central Iowa MLS (IDX)' })).toEqual({})
  expect(errorsOf({ feed: '  Feed   #2: Ames+ ' })).toEqual({})
  expect(errorsOf({})).toEqual({ feed: [words.feedMissing] })
  expect(errorsOf({ feed: '   ' })).toEqual({ feed: [words.feedMissing] })
  for (const feed of ['x', 'f'.repeat(81), 'feed <script>'])
    expect(errorsOf({ feed })).toEqual({ feed: [words.feedInvalid] })
})
