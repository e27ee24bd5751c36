// the official Firebase Auth emulator (firebase-tools) in a process of our own, started by
// auth-emulator.server.ts. Unlike `firebase emulators:start` it opens one loopback port and no
// hub, keeps an export of its accounts at most about a second behind every change, ends (after a
// last export) when the server that started it is gone, and gives accounts back the session
// cut-off they had. (docs/decisions/016-embedded-default-durable-and-local.md)
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { exportAccounts, importAccounts } from './auth-emulator-data.mjs'

const require = createRequire(import.meta.url)
const { createApp } = require('firebase-tools/lib/emulator/auth/server')
const { projectId, exportDir } = JSON.parse(process.argv[2])
const exportDelayMs = 1_000

let changedSince
let timer
let exporting
let importing = true

const projects = new Map()
const app = await createApp(projectId, 0, projects)
const server = createServer((request, response) => {
  if (!importing && changesAccounts(request)) response.once('finish', markChanged)
  app(request, response)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`
const accounts = await importAccounts({
  origin,
  projectId,
  exportDir,
  projectState: () => projects.get(projectId),
})
importing = false

function markChanged() {
  changedSince ??= Date.now()
  schedule()
}
function schedule() {
  if (timer || exporting || changedSince === undefined) return
  timer = setTimeout(
    () => exportNow().catch(retryLater),
    Math.max(0, changedSince + exportDelayMs - Date.now()),
  )
}
function retryLater(error) {
  process.stderr.write(`auth export failed, trying again: ${error}\n`)
  changedSince ??= Date.now()
  schedule()
}
// one export at a time; a change that lands during one is exported by the next
async function exportNow() {
  clearTimeout(timer)
  timer = undefined
  if (exporting) await exporting
  changedSince = undefined
  exporting = exportAccounts({ origin, projectId, exportDir }).finally(
    () => (exporting = undefined),
  )
  await exporting
  schedule()
}
async function flushAndExit() {
  try {
    if (exporting) await exporting
    if (changedSince !== undefined) await exportNow()
  } finally {
    process.exit(0)
  }
}

process.on('message', async (message) => {
  if (message.type === 'export') {
    await exportNow().then(
      () => process.send?.({ type: 'exported', id: message.id }),
      (error) => process.send?.({ type: 'exported', id: message.id, error: String(error) }),
    )
  } else if (message.type === 'stop') {
    await flushAndExit()
  }
})
// the server that started this one is gone (even by kill -9): keep what it wrote, then end
process.on('disconnect', flushAndExit)
process.on('SIGTERM', flushAndExit)
// Ctrl-C reaches the whole terminal's process group; the server decides when this one ends
process.on('SIGINT', () => {})
process.send({ type: 'ready', port: server.address().port, accounts })

// reads, and posts that only read, leave the accounts as they were
function changesAccounts(request) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
    return false
  return !/accounts:(lookup|createAuthUri|query)\b|:createSessionCookie\b|\/v1\/token\b/.test(
    request.url ?? '',
  )
}
