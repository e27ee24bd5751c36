import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// `npm start` serves the production build; build first when it is missing or older than the sources
// (build/server.js, compiled from server.ts, is the build's last file: docs/decisions/060-production-build.md)
const output = 'build/server.js'
const sources = ['app', 'server.ts', 'vite.config.ts', 'package.json']

function newestChange(target: string): number {
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  )
}

if (process.env.NODE_ENV !== 'development') {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0
  if (builtAt < Math.max(...sources.filter(existsSync).map(newestChange))) {
    process.stdout.write('Building Threshold (first start or changed sources)...\n')
    execSync('npx remix vite:build', { stdio: 'inherit' })
  }
}
