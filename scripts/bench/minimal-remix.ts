import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { freePort } from './bench-server'

const appDir = 'scripts/bench/minimal-remix'

// The baseline pages are measured against: a minimal Remix v2 app (one page with a loader, Remix's
// own entry files, the same future flags) served by Express and @remix-run/express in production
// mode, built into a temporary folder and started beside Threshold in the same run. What a page of
// ours costs beyond it is our own work: middleware, sessions, data, a larger document.
export async function startMinimalRemix(): Promise<{
  url: string
  pid: number
  stop(): Promise<void>
}> {
  // inside the repository (.cache/ is ignored), so the built server finds react in node_modules
  mkdirSync('.cache', { recursive: true })
  const buildDir = mkdtempSync(path.resolve('.cache/minimal-remix-'))
  const env = { ...process.env, NODE_ENV: 'production' as const, MINIMAL_REMIX_BUILD: buildDir }
  const built = spawnSync('npx', ['remix', 'vite:build', appDir], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (built.status !== 0) throw new Error('the minimal Remix app did not build')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(appDir, 'server.ts')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 30_000
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error('the minimal Remix app did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(buildDir, { recursive: true, force: true })
    },
  }
}
