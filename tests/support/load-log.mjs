// Loaded with `node --import` (production-install.test.ts): every module the process resolves, in
// every thread (a worker takes the same --import), is appended to the file LOAD_LOG_FILE names, one
// URL a line. Synchronous hooks (module.registerHooks) see require() as well as import.
import { appendFileSync } from 'node:fs'
import { registerHooks } from 'node:module'

const file = process.env.LOAD_LOG_FILE
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context)
      appendFileSync(file, `${resolved.url}\n`)
      return resolved
    },
  })
}
