// the app bundle and server.ts load separate copies of platform modules; per-process state
// lives on globalThis so both copies share one instance
export function singleton<Value>(name: string, create: () => Value): Value {
  const registry = globalThis as unknown as { __threshold?: Map<string, unknown> }
  registry.__threshold ??= new Map()
  if (!registry.__threshold.has(name)) registry.__threshold.set(name, create())
  return registry.__threshold.get(name) as Value
}
