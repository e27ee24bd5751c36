// ESLint rule: a feature may not import a feature that imports it back, directly or through
// others (docs/architecture.md). The loops that existed when the rule came are listed in
// known-feature-loops.json; that list may only shrink (feature-loops.test.ts holds it to the code).
import { readFileSync } from 'node:fs'
import { featureImports, featureOfFile, isShippedFile, reaches } from './feature-graph.mjs'

const known = new Set(JSON.parse(readFileSync(new URL('./known-feature-loops.json', import.meta.url), 'utf8')).loops)
let graph

export const noFeatureLoops = {
  meta: {
    type: 'problem',
    docs: { description: 'no import loop between features' },
    messages: {
      loop: 'features/{{from}} imports features/{{to}}, which imports features/{{from}} back (directly or through others): move what both need to app/core, or turn the import around (docs/architecture.md)',
    },
    schema: [],
  },
  create(context) {
    const from = featureOfFile(context.filename, context.cwd)
    if (!from || !isShippedFile(context.filename)) return {}
    // one reading of the folder per lint run
    graph ??= featureImports(context.cwd)
    const check = (node, source) => {
      const to = /^~\/features\/([^/]+)\//.exec(String(source ?? ''))?.[1]
      if (!to || to === from || known.has(`${from} ${to}`)) return
      if (reaches(graph, to, from)) context.report({ node, messageId: 'loop', data: { from, to } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    }
  },
}
