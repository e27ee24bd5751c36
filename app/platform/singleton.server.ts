// State that must outlive a module being run again. In production every module runs once (one
// module graph, ADR 023). In development Vite runs an edited module, and every module that
// imports it, again: state built at start (the search index, the loaded models), a client that
// takes its settings once (Firestore) and an interceptor installed on globals (the OAuth
// stand-in) are kept here on globalThis so the new copy finds them instead of starting empty.
export function singleton<Value>(name: string, create: () => Value): Value {
  const registry = globalThis as unknown as { __threshold?: Map<string, unknown> }
  registry.__threshold ??= new Map()
  if (!registry.__threshold.has(name)) registry.__threshold.set(name, create())
  return registry.__threshold.get(name) as Value
}
