// ESLint rules: Firestore data is read through its collection module in app/core/data (ADR 067),
// so a document that does not match its schema is an error the log names, not a cast

const unwrap = (node) =>
  node.type === 'TSNonNullExpression' || node.type === 'ChainExpression'
    ? unwrap(node.expression)
    : node
const calls = (node, name) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  !node.callee.computed &&
  node.callee.property.name === name

export const noDataCast = {
  meta: {
    type: 'problem',
    docs: { description: 'no cast of Firestore data' },
    messages: {
      cast: '`.data() as …` casts what Firestore holds: read it through its collection in app/core/data (`collection.doc(id).get()`, `collection.parse(snapshot)`), which checks it (ADR 067)',
    },
    schema: [],
  },
  create(context) {
    return {
      TSAsExpression(node) {
        const inner = unwrap(node.expression)
        if (calls(inner, 'data') && inner.arguments.length === 0)
          context.report({ node, messageId: 'cast' })
      },
    }
  },
}

export const noCollectionName = {
  meta: {
    type: 'problem',
    docs: { description: 'no collection named by a string outside its module' },
    messages: {
      named:
        'a collection is named once, in its module in app/core/data: use `<collection>.ref()` or `.doc(id)` (ADR 067)',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const [first] = node.arguments
        if (!first) return
        const text =
          first.type === 'Literal' && typeof first.value === 'string'
            ? first.value
            : first.type === 'TemplateLiteral'
              ? first.quasis.map((quasi) => quasi.value.cooked).join('${}')
              : null
        if (text === null) return
        // `db().collection('x')`, and a document by its path: `db().doc('users/…')`
        if (calls(node, 'collection') || calls(node, 'collectionGroup'))
          context.report({ node, messageId: 'named' })
        else if (calls(node, 'doc') && text.includes('/'))
          context.report({ node, messageId: 'named' })
      },
    }
  },
}
