// ESLint rule: a feature may not import a feature that imports it back, directly or through
// others (docs/architecture.md)
import { featureImports, featureOfFile, isShippedFile, reaches } from './feature-graph.mjs'

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
      if (!to || to === from) return
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
