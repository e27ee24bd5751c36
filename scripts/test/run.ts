import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { budgetMinutes, printSummary, type StageTime } from './summary'

// `npm test`: each stage in turn, stopping at the first that fails, then the time each took and the
// slowest files (docs/testing.md). The build comes before vitest: its process tests serve the build.
const reports = 'test-reports'
const stages: Array<{ name: string; command: string[] }> = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'build', command: ['npm', 'run', '-s', 'build'] },
  {
    name: 'vitest',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
  },
  { name: 'playwright', command: ['npx', 'playwright', 'test'] },
]

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

mkdirSync(reports, { recursive: true })
const times: StageTime[] = []
let failed: string | undefined
let exitCode = 0
for (const stage of stages) {
  const started = Date.now()
  exitCode = await run(stage.command)
  times.push({ stage: stage.name, seconds: (Date.now() - started) / 1000, ok: exitCode === 0 })
  if (exitCode !== 0) {
    failed = stage.name
    break
  }
}

printSummary(times, { vitest: `${reports}/vitest.json`, playwright: `${reports}/playwright.json` })
if (failed)
  console.log(`npm test: ${failed} failed (exit ${exitCode}); the stages after it did not run`)
else console.log(`npm test: every stage passed (budget ${budgetMinutes} minutes)`)
process.exit(exitCode)
