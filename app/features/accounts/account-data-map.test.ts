import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { accountCollections, secretField } from './account-data-map'

// the collections the app's code names: `.collection('x')`, `.collection(`x/${id}/y`)`, `.doc('x/…')`
const appDir = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
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

const named = new Map<string, string[]>()
for (const file of sourceFiles(appDir)) {
  for (const name of collectionsNamedIn(readFileSync(file, 'utf8')))
    named.set(name, [...(named.get(name) ?? []), path.relative(appDir, file)])
}

describe('every collection the app writes is covered by the account export and deletion (ADR 039)', () => {
  test('the scan finds the collections it should, including subcollections and document paths', () => {
    expect(
      collectionsNamedIn(
        "db().collection('threads'); db().doc(`users/${uid}`); x.collection(`providers/${id}/reviews`)",
      ).sort(),
    ).toEqual(['providers', 'reviews', 'threads', 'users'])
    for (const name of ['users', 'threads', 'offers', 'savedHomes', 'mail', 'reviews'])
      expect(named.has(name), name).toBe(true)
  })

  test('a collection named in app/ and missing from account-data-map.ts fails here: say what it holds about a person', () => {
    const missing = [...named.keys()].filter((name) => !Object.hasOwn(accountCollections, name))
    expect(missing.map((name) => `${name} (${named.get(name)!.join(', ')})`)).toEqual([])
  })

  test('the map names no collection the app no longer has', () => {
    expect(Object.keys(accountCollections).filter((name) => !named.has(name))).toEqual([])
  })

  test('each covered collection says how it finds a person and what deletion does', () => {
    for (const [name, coverage] of Object.entries(accountCollections)) {
      if ('holdsNoPerson' in coverage) {
        expect(coverage.links, name).toEqual([])
        continue
      }
      expect(coverage.deletion.length, name).toBeGreaterThan(5)
      expect(coverage.links.length > 0 || 'under' in coverage, name).toBe(true)
    }
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
