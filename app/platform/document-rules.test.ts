import { describe, expect, test } from 'vitest'
import {
  checkDocument,
  checkMembershipFilter,
  InvalidDocumentError,
  isDocumentId,
} from './document-rules'

describe('document-store rules (spec §5)', () => {
  test.each([[''], ['__name__'], ['a~b'], ['a*b'], ['a/b'], ['a[0]'], ['a]']])(
    'the field name %j is refused',
    (name) => {
      expect(() => checkDocument({ [name]: 1 })).toThrow(InvalidDocumentError)
    },
  )
  test('nested field names are checked too, and ordinary names pass', () => {
    expect(() => checkDocument({ address: { 'line/1': 'x' } })).toThrow(/address\.line\/1/)
    expect(checkDocument({ uid: 'a', __partial: 1, address: { line1: 'x' } })).toBeTruthy()
  })
  test('latitude must be -90..90 and longitude -180..180', () => {
    expect(() => checkDocument({ lat: 91, lng: 0 })).toThrow(
      'Latitude must be between -90 and 90, not 91.',
    )
    expect(() => checkDocument({ latitude: 0, longitude: -181 })).toThrow(
      'Longitude must be between -180 and 180, not -181.',
    )
    expect(checkDocument({ lat: 42.03, lng: -93.62 })).toBeTruthy()
  })
  test('in and not-in filters need a non-empty list', () => {
    expect(() => checkMembershipFilter('in', [])).toThrow(
      'An "in" filter needs a non-empty list of values.',
    )
    expect(() => checkMembershipFilter('not-in', [])).toThrow(InvalidDocumentError)
    expect(() => checkMembershipFilter('in', ['a'])).not.toThrow()
  })
})

describe('ids a visitor may name', () => {
  test.each(['ames-0001', 'b7a0f1c2-9d3e-4c1a-8f00-1234567890ab', 'AbC123xyz_-', 'uid__ames-0001'])(
    '%s is an id',
    (id) => {
      expect(isDocumentId(id)).toBe(true)
    },
  )
  test.each([
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__',
    '__name__',
    '__x__',
    '..',
    '../users',
    'a/b',
    'a b',
    'x'.repeat(65),
    'café',
    '%FF',
    null,
    42,
    ['ames-0001'],
  ])('%j is not', (id) => {
    expect(isDocumentId(id)).toBe(false)
  })
})
