import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// `npm start` serves the production build; build first when it is missing or older than the sources
const output = 'build/server/index.js'
const sources = ['app', 'vite.config.ts', 'package.json']

function newestChange(target: string): number {
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))))
}

if (process.env.NODE_ENV !== 'development') {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0
  if (builtAt < Math.max(...sources.filter(existsSync).map(newestChange))) {
    process.stdout.write('Building Threshold (first start or changed sources)...\n')
    execSync('npx remix vite:build', { stdio: 'inherit' })
  }
}
