import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { secretField, type AccountCoverage } from './account-coverage'
import { collections } from './collections.server'

// Every collection the app names is declared (ADR 067): a module in app/core/data with its
// `account` coverage. The scan reads
// the modules' names and any collection still named by a string elsewhere in app/:
// `.collection('x')`, `.collection(`x/${id}/y`)`, `collection('x')`, `.doc('x/…')`
const appDir = path.resolve(__dirname, '../..')
const dataDir = path.resolve(__dirname)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === dataDir ? [] : sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$|\.fixture\.ts$/.test(entry.name)
      ? [full]
      : []
  })
}

// the collection names in a path such as `providers/${id}/reviews` (every other segment)
const namesInPath = (text: string) =>
  text
    .split('/')
    .filter((_, index) => index % 2 === 0)
    .filter((segment) => segment !== '' && !segment.includes('${'))

export function collectionsNamedIn(source: string): string[] {
  const names = new Set<string>()
  for (const match of source.matchAll(/\.collection\(\s*(['`])([^'`]*)\1/g))
    for (const name of namesInPath(match[2]!)) names.add(name)
  for (const match of source.matchAll(/\bcollection\(\s*'([\w-]+)'\s*\)/g)) names.add(match[1]!)
  for (const match of source.matchAll(/\.doc\(\s*(['`])([^'`]*\/[^'`]*)\1/g))
    for (const name of namesInPath(match[2]!)) names.add(name)
  return [...names]
}

// where each collection is named: by its module, or by a string outside app/core/data
const named = new Map<string, string[]>()
const note = (name: string, where: string) =>
  named.set(name, [...(named.get(name) ?? []), where])
for (const collection of collections) note(collection.name, `core/data (${collection.name})`)
for (const file of sourceFiles(appDir))
  for (const name of collectionsNamedIn(readFileSync(file, 'utf8')))
    note(name, path.relative(appDir, file))

const declared = new Set(collections.map((collection) => collection.name))
const coverage: Array<[string, AccountCoverage]> = collections.map((collection) => [
  collection.name,
  collection.account,
])

describe('every collection the app names is declared, with what it holds about a person (ADR 039, ADR 067)', () => {
  test('the scan finds the collections it should, including subcollections and document paths', () => {
    expect(
      collectionsNamedIn(
        "db().collection('threads'); db().doc(`users/${uid}`); x.collection(`providers/${id}/reviews`)",
      ).sort(),
    ).toEqual(['providers', 'reviews', 'threads', 'users'])
    for (const name of ['users', 'threads', 'offers', 'savedHomes', 'mail', 'reviews'])
      expect(named.has(name), name).toBe(true)
  })

  test('a collection named in app/ with no module in collections.server.ts fails here: declare it', () => {
    const missing = [...named.keys()].filter((name) => !declared.has(name))
    expect(missing.map((name) => `${name} (${named.get(name)!.join(', ')})`)).toEqual([])
  })

  test('each collection says how it finds a person and what deletion does', () => {
    for (const [name, account] of coverage) {
      if ('holdsNoPerson' in account) {
        expect(account.links, name).toEqual([])
        continue
      }
      expect(account.deletion.length, name).toBeGreaterThan(5)
      expect(account.links.length > 0 || 'under' in account, name).toBe(true)
    }
  })

  test('a collection whose records have an owner says how the export and the deletion find it', () => {
    for (const collection of collections)
      if (collection.parties.length > 0)
        expect('deletion' in collection.account && collection.account.links.length, collection.name)
          .toBeTruthy()
  })

  test('secret-looking field names are never exported', () => {
    for (const field of [
      'password',
      'passwordHash',
      'idToken',
      'refreshToken',
      'firebaseSession_cookie',
      'sessionId',
      'checkoutUrl',
      'sha256',
      'clientSecret',
    ])
      expect(secretField.test(field), field).toBe(true)
    for (const field of ['uid', 'email', 'displayName', 'listingId', 'message', 'text', 'geohash'])
      expect(secretField.test(field), field).toBe(false)
  })
})
