import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  productionFiles,
  productionInstall,
  productionStart,
} from '../../tests/support/production-install'

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
      const block: Block = {
        head: pending.trim().replace(/\s+/g, ' '),
        statements: [],
        children: [],
      }
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
  for (const leaf of leaves)
    expect(leaf.statements, leaf.head).toEqual(['allow read, write: if false'])
  // and the closed block matches every path under the service's base
  expect(blocks[0]!.children.map((block) => block.head)).toEqual([`match ${base}`])
  expect(blocks[0]!.children[0]!.children.map((block) => block.head)).toEqual([
    `match ${everything}`,
  ])
}

describe('security rules and the deploy files', () => {
  test('firestore.rules denies every client read and write, on every document', () => {
    expectClosed(
      'firestore.rules',
      'cloud.firestore',
      '/databases/{database}/documents',
      '/{document=**}',
    )
  })

  test('storage.rules denies every client read and write, on every file', () => {
    expectClosed('storage.rules', 'firebase.storage', '/b/{bucket}/o', '/{allPaths=**}')
  })

  test('a rule that opens anything is caught', () => {
    const opened =
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read: if request.auth != null;\n    }\n  }\n}\n"
    const leaf = parseRules(opened).blocks[0]!.children[0]!.children[0]!
    expect(leaf.statements).not.toEqual(['allow read, write: if false'])
  })

  test('firebase.json names the rules and the indexes, and the indexes file lists composite indexes only', () => {
    expect(JSON.parse(read('firebase.json'))).toEqual({
      firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
      storage: { rules: 'storage.rules' },
    })
    const { indexes, fieldOverrides } = JSON.parse(read('firestore.indexes.json')) as {
      indexes: Array<{
        collectionGroup: string
        queryScope: string
        fields: Array<{ fieldPath: string; order: string }>
      }>
      fieldOverrides: unknown[]
    }
    expect(fieldOverrides).toEqual([])
    for (const index of indexes) {
      expect(index.queryScope).toBe('COLLECTION')
      expect(
        new Set(index.fields.map((field) => field.fieldPath)).size,
        index.collectionGroup,
      ).toBeGreaterThanOrEqual(2)
    }
    const keys = indexes.map(
      (index) =>
        `${index.collectionGroup}(${index.fields.map((field) => `${field.fieldPath} ${field.order}`).join(', ')})`,
    )
    expect(new Set(keys).size).toBe(keys.length)
  })
})

// The Dockerfile's last stage is the production install that
// tests/integration/processes/production-install.test.ts makes and starts; Docker is not run here,
// so the file is read: its files, install and start are the test's (docs/decisions/060-production-build.md)
type Instruction = { name: string; args: string }

function dockerStages(source: string): Instruction[][] {
  const instructions = source
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({
      name: line.split(/\s+/)[0]!.toUpperCase(),
      args: line.replace(/^\S+\s+/, ''),
    }))
  const stages: Instruction[][] = []
  for (const instruction of instructions) {
    if (instruction.name === 'FROM') stages.push([])
    stages.at(-1)!.push(instruction)
  }
  return stages
}

describe('the Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'))
  const build = stages[0]!
  const server = stages.at(-1)!
  const of = (stage: Instruction[], name: string) =>
    stage.filter((instruction) => instruction.name === name).map((instruction) => instruction.args)

  test('builds with every package on Node 24, then serves from a stage of its own', () => {
    expect(stages).toHaveLength(2)
    expect(of(build, 'FROM')).toEqual(['node:24-slim AS build'])
    expect(of(server, 'FROM')).toEqual(['node:24-slim'])
    expect(of(build, 'RUN')).toEqual(['npm ci --no-audit --no-fund', 'npm run build'])
  })

  test("its last stage copies the test's files, installs as the test installs and starts as it starts", () => {
    const copied = of(server, 'COPY').flatMap((args) => {
      const parts = args.split(/\s+/).filter((part) => !part.startsWith('--from='))
      return parts.slice(0, -1).map((source) => source.replace(/^\/app\//, ''))
    })
    expect(copied.toSorted()).toEqual([...productionFiles].toSorted())
    expect(
      of(server, 'RUN').flatMap((args) => args.split('&&').map((command) => command.trim())),
    ).toContain(productionInstall.join(' '))
    expect(of(server, 'CMD').map((args) => JSON.parse(args) as unknown)).toEqual([
      [...productionStart],
    ])
    expect(of(server, 'ENV')).toContain('NODE_ENV=production')
  })

  test('.dockerignore leaves out what a machine made, and none of the sources the build needs', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'build', '.data', '.env']))
    for (const needed of [
      ...productionFiles.filter((file) => file !== 'build'),
      'app',
      'server.ts',
      'vite.config.ts',
      'tsconfig.json',
      'tests',
    ])
      expect(ignored).not.toContain(needed)
  })
})
