// the Auth emulator's accounts on disk, in the layout of `firebase emulators:export`
// (firebase-export-metadata.json, auth_export/accounts.json, auth_export/config.json), so either
// tool reads what the other wrote
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const toolsVersion = createRequire(import.meta.url)('firebase-tools/package.json').version
const owner = { authorization: 'Bearer owner' }

export async function exportAccounts({ origin, projectId, exportDir }) {
  const [accounts, config] = await Promise.all([
    read(
      `${origin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
    ),
    read(`${origin}/emulator/v1/projects/${projectId}/config`),
  ])
  // the emulator's password "hashes" hold the password itself: for this machine's user only
  mkdirSync(path.join(exportDir, 'auth_export'), { recursive: true, mode: 0o700 })
  replace(path.join(exportDir, 'auth_export', 'config.json'), config)
  replace(path.join(exportDir, 'auth_export', 'accounts.json'), accounts)
  const metadata = path.join(exportDir, 'firebase-export-metadata.json')
  if (!existsSync(metadata)) {
    replace(
      metadata,
      JSON.stringify({
        version: toolsVersion,
        auth: { version: toolsVersion, path: 'auth_export' },
      }),
    )
  }
}

// returns how many accounts came back
export async function importAccounts({ origin, projectId, exportDir, projectState }) {
  const folder = path.join(exportDir, 'auth_export')
  if (existsSync(path.join(folder, 'config.json'))) {
    await send(
      'PATCH',
      `${origin}/emulator/v1/projects/${projectId}/config`,
      readFileSync(path.join(folder, 'config.json'), 'utf8'),
    )
  }
  const file = path.join(folder, 'accounts.json')
  const users = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).users ?? []) : []
  if (users.length === 0) return 0
  const answer = await send(
    'POST',
    `${origin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    JSON.stringify({ users, allowOverwrite: true }),
  )
  // as `emulators:start --import` does, an account the emulator refuses does not stop the others
  const refused = answer.error ?? []
  if (refused.length)
    process.stderr.write(
      `auth import refused ${refused.length} accounts: ${JSON.stringify(refused.slice(0, 3))}\n`,
    )
  restoreSessionCutOffs(projectState(), users)
  return users.length - refused.length
}

// batchCreate stamps every account with validSince = now, which firebase-admin reads as "every
// session issued before this moment is revoked": each restart would sign everyone out. The
// exported cut-off goes back, so only what was revoked before stays revoked.
function restoreSessionCutOffs(state, users) {
  if (
    typeof state?.getUserByLocalId !== 'function' ||
    typeof state.updateUserByLocalId !== 'function'
  ) {
    throw new Error(
      'the Auth emulator changed: its project state no longer has getUserByLocalId/updateUserByLocalId',
    )
  }
  for (const user of users) {
    if (user.validSince && state.getUserByLocalId(user.localId)) {
      state.updateUserByLocalId(user.localId, { validSince: user.validSince })
    }
  }
}

async function read(url) {
  const response = await fetch(url, { headers: owner })
  if (!response.ok)
    throw new Error(`auth emulator answered ${response.status} to ${new URL(url).pathname}`)
  return response.text()
}

async function send(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: { ...owner, 'content-type': 'application/json' },
    body,
  })
  if (!response.ok)
    throw new Error(
      `auth emulator answered ${response.status} to ${method} ${new URL(url).pathname}: ${(await response.text()).slice(0, 300)}`,
    )
  return response.json()
}

function replace(file, text) {
  writeFileSync(`${file}.tmp`, text, { mode: 0o600 })
  renameSync(`${file}.tmp`, file)
}
