import { vitestProjectOf } from '../../tests/vitest-projects'
import { playwrightRows, vitestRows, type TestRow } from './reports'

export const budgetMinutes = 25

export type StageTime = { stage: string; seconds: number; ok: boolean }

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

// a file's time is the sum of its tests' (all projects, retries included): what it costs the
// workers, not the wall time, since files run side by side
function slowestFiles(rows: TestRow[], count: number) {
  const byFile = new Map<string, { seconds: number; tests: number }>()
  for (const row of rows) {
    const file = byFile.get(row.file) ?? { seconds: 0, tests: 0 }
    file.seconds += row.seconds
    if (row.status !== 'skipped') file.tests += 1
    byFile.set(row.file, file)
  }
  return [...byFile].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, count)
}

function counts(rows: TestRow[]) {
  const byProject = new Map<string, Record<TestRow['status'], number>>()
  for (const row of rows) {
    const key = `${row.runner} ${row.project}`
    const tally = byProject.get(key) ?? { passed: 0, failed: 0, skipped: 0, flaky: 0 }
    tally[row.status] += 1
    byProject.set(key, tally)
  }
  return byProject
}

export function printSummary(times: StageTime[], reports: { vitest: string; playwright: string }) {
  const total = times.reduce((sum, time) => sum + time.seconds, 0)
  const rows = [
    ...vitestRows(reports.vitest, process.cwd(), vitestProjectOf),
    ...playwrightRows(reports.playwright),
  ]
  const lines = ['', '── npm test: time per stage ──']
  for (const time of times)
    lines.push(
      `${time.stage.padEnd(12)} ${minutes(time.seconds).padStart(6)}${time.ok ? '' : '  FAILED'}`,
    )
  lines.push(`${'total'.padEnd(12)} ${minutes(total).padStart(6)}`)
  if (rows.length > 0) {
    lines.push('', '── tests per project ──')
    for (const [project, tally] of counts(rows)) {
      lines.push(
        `${project.padEnd(22)} ${tally.passed} passed, ${tally.failed} failed, ${tally.flaky} flaky, ${tally.skipped} skipped`,
      )
    }
    lines.push('', '── slowest 10 files (seconds of test time, all projects) ──')
    for (const [file, { seconds, tests }] of slowestFiles(rows, 10))
      lines.push(`${seconds.toFixed(1).padStart(7)}  ${String(tests).padStart(3)} tests  ${file}`)
  }
  lines.push('')
  if (total > budgetMinutes * 60) {
    lines.push(
      `WARNING: this run took ${minutes(total)}, over the suite's budget of ${budgetMinutes} minutes (docs/testing.md).`,
    )
    lines.push(
      'It is a warning, not a failure: this machine is noisy. A run over budget twice is a suite to trim.',
    )
  } else {
    lines.push(`Within the budget: ${minutes(total)} of ${budgetMinutes} minutes.`)
  }
  console.log(lines.join('\n'))
}
