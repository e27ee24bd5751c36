import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

// The security rules deployed with a real project deny every client read and write: the browser
// never reads Firestore or Storage (only the Auth popup uses the web SDK) and the server's Admin
// SDK is not subject to them (ADR 059). The repository's Firestore emulator does not evaluate
// rules, so the files themselves are read: every match block is closed, and nothing else is there.

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Block = { head: string; statements: string[]; children: Block[] }

// a rules file as its tree of blocks (service, match), each with the statements directly in it;
// comments removed
function parseRules(source: string): { statements: string[]; blocks: Block[] } {
  const text = source.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '')
  const top: Block = { head: '', statements: [], children: [] }
  const stack = [top]
  let pending = ''
  // a path's wildcard ({database}, {document=**}) is part of the match's head, not a block
  let inWildcard = false
  for (const char of text) {
    const current = stack.at(-1)!
    if (inWildcard || (char === '{' && pending.endsWith('/'))) {
      pending += char
      inWildcard = char !== '}'
    } else if (char === '{') {
      const block: Block = { head: pending.trim().replace(/\s+/g, ' '), statements: [], children: [] }
      current.children.push(block)
      stack.push(block)
      pending = ''
    } else if (char === '}') {
      if (pending.trim()) throw new Error(`unterminated statement: ${pending.trim()}`)
      stack.pop()
      if (stack.length === 0) throw new Error('a } closes nothing')
      pending = ''
    } else if (char === ';') {
      current.statements.push(pending.trim().replace(/\s+/g, ' '))
      pending = ''
    } else pending += char
  }
  if (stack.length !== 1 || pending.trim()) throw new Error('a block is not closed')
  return { statements: top.statements, blocks: top.children }
}

function expectClosed(file: string, service: string, base: string, everything: string) {
  const { statements, blocks } = parseRules(read(file))
  expect(statements).toEqual(["rules_version = '2'"])
  expect(blocks.map((block) => block.head)).toEqual([`service ${service}`])
  const leaves: Block[] = []
  const walk = (block: Block) => {
    // a block holds matches or one closed allow, never a function, a condition or a second allow
    if (block.children.length) {
      expect(block.statements, block.head).toEqual([])
      block.children.forEach((child) => {
        expect(child.head, `inside ${block.head}`).toMatch(/^match \/\S*$/)
        walk(child)
      })
    } else leaves.push(block)
  }
  walk(blocks[0]!)
  for (const leaf of leaves) expect(leaf.statements, leaf.head).toEqual(['allow read, write: if false'])
  // and the closed block matches every path under the service's base
  expect(blocks[0]!.children.map((block) => block.head)).toEqual([`match ${base}`])
  expect(blocks[0]!.children[0]!.children.map((block) => block.head)).toEqual([`match ${everything}`])
}

describe('security rules and the deploy files', () => {
  test('firestore.rules denies every client read and write, on every document', () => {
    expectClosed('firestore.rules', 'cloud.firestore', '/databases/{database}/documents', '/{document=**}')
  })

  test('storage.rules denies every client read and write, on every file', () => {
    expectClosed('storage.rules', 'firebase.storage', '/b/{bucket}/o', '/{allPaths=**}')
  })

  test('a rule that opens anything is caught', () => {
    const opened = "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read: if request.auth != null;\n    }\n  }\n}\n"
    const leaf = parseRules(opened).blocks[0]!.children[0]!.children[0]!
    expect(leaf.statements).not.toEqual(['allow read, write: if false'])
  })

  test('firebase.json names the rules and the indexes, and the indexes file lists composite indexes only', () => {
    expect(JSON.parse(read('firebase.json'))).toEqual({
      firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
      storage: { rules: 'storage.rules' },
    })
    const { indexes, fieldOverrides } = JSON.parse(read('firestore.indexes.json')) as { indexes: Array<{ collectionGroup: string; queryScope: string; fields: Array<{ fieldPath: string; order: string }> }>; fieldOverrides: unknown[] }
    expect(fieldOverrides).toEqual([])
    for (const index of indexes) {
      expect(index.queryScope).toBe('COLLECTION')
      expect(new Set(index.fields.map((field) => field.fieldPath)).size, index.collectionGroup).toBeGreaterThanOrEqual(2)
    }
    const keys = indexes.map((index) => `${index.collectionGroup}(${index.fields.map((field) => `${field.fieldPath} ${field.order}`).join(', ')})`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
