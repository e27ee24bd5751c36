import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { checkMarketName, checkZips } from './market-upload.server'
import { MarketUploadSchema } from './schemas'

const errorsOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const submission = parseWithZod(form, { schema: MarketUploadSchema })
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

// the browser's check of a field being fixed says what the upload itself says
test('the upload schema refuses the names and ZIP codes the upload refuses, with its messages', () => {
  const names = [
    '',
    '   ',
    'A',
    'Lucas County, Ohio',
    'x'.repeat(61),
    'Ames <script>',
    "St. Mary's (old)",
  ]
  for (const name of names) {
    const checked = checkMarketName(name)
    expect(errorsOf({ name }).name?.[0], name).toBe('error' in checked ? checked.error : undefined)
  }
  const zipLists = ['', '50010, 50011', '50010 5001', 'abcde', '50010;50014']
  for (const zips of zipLists) {
    const checked = checkZips(zips)
    expect(errorsOf({ name: 'Ames', zips }).zips?.[0], zips).toBe(
      'error' in checked ? checked.error : undefined,
    )
  }
})
