import { expect, test } from 'vitest'
import { mapSummaryText } from './map-data.server'

test('the map’s text summary says how many homes, their prices and where most of them are', () => {
  expect(
    mapSummaryText(42, { lowPrice: 180_000, highPrice: 520_000, mostIn: ['Old Town', 'Somerset'] }),
  ).toBe('42 homes between $180,000 and $520,000, most in Old Town and Somerset.')
  expect(mapSummaryText(3, { lowPrice: 200_000, highPrice: 250_000, mostIn: ['Gilbert'] })).toBe(
    '3 homes between $200,000 and $250,000, all in Gilbert.',
  )
  expect(mapSummaryText(1, { lowPrice: 99_000, highPrice: 99_000, mostIn: ['Gilbert'] })).toBe(
    '1 home at $99,000, in Gilbert.',
  )
  expect(mapSummaryText(0, { lowPrice: null, highPrice: null, mostIn: [] })).toBe(
    'No homes match this search.',
  )
})
