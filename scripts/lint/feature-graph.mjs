// Which feature folder imports which (app/features/<name>/), read from the files on disk, and
// which of those imports close a loop. Test files and fixtures are left out: what ships decides.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const importOfFeature = /(?:from|import)\s*\(?\s*['"]~\/features\/([^/'"]+)/g
const shipped = /\.(ts|tsx|mjs)$/
const testOnly = /\.(test|fixture|test-data)\./

export function featureOfFile(file, root = process.cwd()) {
  const relative = path.relative(path.join(root, 'app/features'), path.resolve(root, file))
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const [feature, ...rest] = relative.split(path.sep)
  return rest.length > 0 ? feature : undefined
}

export function isShippedFile(file) {
  return shipped.test(file) && !testOnly.test(path.basename(file))
}

// feature → the other features it imports
export function featureImports(root = process.cwd()) {
  const edges = new Map()
  const folder = path.join(root, 'app/features')
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isShippedFile(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const from = featureOfFile(file, root)
    if (!from) continue
    for (const [, to] of readFileSync(file, 'utf8').matchAll(importOfFeature)) {
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from).add(to)
    }
  }
  return edges
}

export function reaches(edges, from, to) {
  const seen = new Set([from])
  const waiting = [from]
  while (waiting.length > 0) {
    for (const next of edges.get(waiting.pop()) ?? []) {
      if (next === to) return true
      if (seen.has(next)) continue
      seen.add(next)
      waiting.push(next)
    }
  }
  return false
}

// every import a → b where b, through its own imports, comes back to a: "a b" per line, sorted
export function importsInLoops(edges) {
  const inLoops = []
  for (const [from, targets] of edges)
    for (const to of targets) if (reaches(edges, to, from)) inLoops.push(`${from} ${to}`)
  return inLoops.sort()
}
