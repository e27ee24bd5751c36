import { expect, test } from 'vitest'
import { formatWait } from './format-wait'

test('a wait reads in whole minutes or hours, rounded up', () => {
  expect([1, 60, 61, 14 * 60 + 5, 89 * 60, 90 * 60, 3 * 3600 - 1, 86_400].map(formatWait)).toEqual([
    '1 minute',
    '1 minute',
    '2 minutes',
    '15 minutes',
    '89 minutes',
    '2 hours',
    '3 hours',
    '24 hours',
  ])
})
