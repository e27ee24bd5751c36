import { afterEach, describe, expect, test, vi } from 'vitest'
import { logger } from '~/platform/logger.server'
import { MalformedDocumentError } from './collection.server'
import { collections } from './collections.server'

afterEach(() => vi.restoreAllMocks())

// a value no declared field takes: every field of the document is a map where it should not be
const malformedDocument = (shape: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(shape).map((field) => [field, { malformed: true }]))

describe('every collection refuses a document that does not match its schema, naming it in the log (ADR 067)', () => {
  // a collection nothing writes (_readiness) has no field to get wrong
  const withFields = collections.filter((collection) => Object.keys(collection.schema.shape).length)
  test.each(withFields.map((collection) => [collection.name, collection] as const))(
    '%s',
    (name, collection) => {
      const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
      const read = () =>
        collection.parse({ id: 'broken-1', data: () => malformedDocument(collection.schema.shape) })
      expect(read).toThrow(MalformedDocumentError)
      expect(read).toThrow(`${name}/broken-1 does not match its schema`)
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ collection: name, id: 'broken-1', fields: expect.any(Array) }),
        'malformed document',
      )
      // the log names the fields, never what they held
      expect(JSON.stringify(logged.mock.calls)).not.toContain('malformed":true')
    },
  )

  test('every collection has a unique name and its parties are fields of its schema', () => {
    const names = collections.map((collection) => collection.name)
    expect(new Set(names).size).toBe(names.length)
    for (const collection of collections)
      for (const party of collection.parties)
        expect(Object.keys(collection.schema.shape), `${collection.name}.${party}`).toContain(party)
  })
})
