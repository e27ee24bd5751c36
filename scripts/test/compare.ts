import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { vitestProjectOf } from '../../tests/vitest-projects'
import { playwrightRows, vitestRows, type TestRow } from './reports'

// Every test that ran in one run (before) and where it runs in another (now), from the two runs'
// JSON reports and the moves recorded in tests/moves/*.json, as a Markdown table (docs/testing.md):
//   npm run -s test:compare -- --before-vitest A.json --before-playwright B.json \
//     [--before-root DIR] [--now-root DIR] [--now-vitest test-reports/vitest.json] [--now-playwright test-reports/playwright.json]
type Move = {
  from: { file: string; title: string }
  to: { file: string; title: string }
  how: 'merged' | 'moved' | 'renamed'
}

const { values } = parseArgs({
  options: {
    'before-vitest': { type: 'string' },
    'before-playwright': { type: 'string' },
    'now-vitest': { type: 'string', default: 'test-reports/vitest.json' },
    'now-playwright': { type: 'string', default: 'test-reports/playwright.json' },
    // the checkout the before reports came from, when not this one
    'before-root': { type: 'string', default: process.cwd() },
    // the before run's vitest files all in one project, unless they are read by today's rules
    'before-projects': { type: 'boolean', default: false },
    'now-root': { type: 'string', default: process.cwd() },
    moves: { type: 'string', default: 'tests/moves' },
  },
})
if (!values['before-vitest'] || !values['before-playwright']) {
  console.error(
    'usage: compare.ts --before-vitest FILE --before-playwright FILE [--now-vitest FILE] [--now-playwright FILE]',
  )
  process.exit(2)
}

const ran = (rows: TestRow[]) => rows.filter((row) => row.status !== 'skipped')
const before = ran([
  ...vitestRows(
    values['before-vitest'],
    values['before-root'],
    values['before-projects'] ? vitestProjectOf : undefined,
  ),
  ...playwrightRows(values['before-playwright'], values['before-root']),
])
const now = ran([
  ...vitestRows(values['now-vitest'], values['now-root'], vitestProjectOf),
  ...playwrightRows(values['now-playwright'], values['now-root']),
])
const moves: Move[] = existsSync(values.moves)
  ? readdirSync(values.moves)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => JSON.parse(readFileSync(path.join(values.moves, name), 'utf8')) as Move[])
  : []

// a vitest test is one test whichever project runs it; a Playwright test is one per project
const projectKind = (row: TestRow) => (row.runner === 'vitest' ? 'vitest' : row.project)
const key = (file: string, title: string) => `${file}\n${title}`
const nowByKey = new Map<string, TestRow[]>()
const nowByTitle = new Map<string, TestRow[]>()
for (const row of now) {
  nowByKey.set(key(row.file, row.title), [...(nowByKey.get(key(row.file, row.title)) ?? []), row])
  nowByTitle.set(row.title, [...(nowByTitle.get(row.title) ?? []), row])
}
const moveOf = new Map(moves.map((move) => [key(move.from.file, move.from.title), move]))

type Where = { how: string; where: string }

function whereNow(row: TestRow): Where {
  const projects = (rows: TestRow[]) => [...new Set(rows.map((other) => other.project))].join(', ')
  const sameFile = nowByKey.get(key(row.file, row.title)) ?? []
  if (sameFile.some((other) => projectKind(other) === projectKind(row)))
    return { how: 'same file', where: `${row.file} (${projects(sameFile)})` }
  const move = moveOf.get(key(row.file, row.title))
  if (move) {
    const target = nowByKey.get(key(move.to.file, move.to.title)) ?? []
    if (target.length > 0)
      return { how: move.how, where: `${move.to.file} › ${move.to.title} (${projects(target)})` }
    return {
      how: 'MISSING',
      where: `recorded as ${move.how} into ${move.to.file} › ${move.to.title}, which did not run`,
    }
  }
  if (sameFile.length > 0) {
    // the same test, no longer run without JavaScript: the page behaves the same there
    return { how: 'JavaScript on only', where: `${row.file} (${projects(sameFile)})` }
  }
  const elsewhere = (nowByTitle.get(row.title) ?? []).filter(
    (other) => other.runner === row.runner || other.file !== row.file,
  )
  if (elsewhere.length > 0)
    return { how: 'moved', where: `${elsewhere[0]!.file} (${projects(elsewhere)})` }
  return { how: 'MISSING', where: 'not found in the new run' }
}

const tally = (rows: TestRow[]) => {
  const byProject = new Map<string, number>()
  for (const row of rows)
    byProject.set(
      `${row.runner} ${row.project}`,
      (byProject.get(`${row.runner} ${row.project}`) ?? 0) + 1,
    )
  return byProject
}

const lines: string[] = []
lines.push('| runner and project | tests that ran before | tests that ran now |', '|---|---|---|')
const beforeCounts = tally(before)
const nowCounts = tally(now)
for (const project of [...new Set([...beforeCounts.keys(), ...nowCounts.keys()])].sort()) {
  lines.push(`| ${project} | ${beforeCounts.get(project) ?? 0} | ${nowCounts.get(project) ?? 0} |`)
}

const placed = before.map((row) => ({ row, ...whereNow(row) }))
const byHow = new Map<string, number>()
for (const { how } of placed) byHow.set(how, (byHow.get(how) ?? 0) + 1)
lines.push('', '| where a test that ran before runs now | runs |', '|---|---|')
for (const [how, count] of [...byHow].sort((a, b) => b[1] - a[1]))
  lines.push(`| ${how} | ${count} |`)

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')
lines.push('', '| project | before: file › title | now | where |', '|---|---|---|---|')
for (const { row, how, where } of placed.sort(
  (a, b) =>
    a.row.file.localeCompare(b.row.file) ||
    a.row.title.localeCompare(b.row.title) ||
    a.row.project.localeCompare(b.row.project),
)) {
  lines.push(
    `| ${row.runner === 'vitest' ? 'vitest' : row.project} | ${cell(`${row.file} › ${row.title}`)} | ${how} | ${cell(where)} |`,
  )
}
console.log(lines.join('\n'))
const missing = byHow.get('MISSING') ?? 0
if (missing > 0) {
  console.error(`${missing} test(s) that ran before are not found in the new run`)
  process.exit(1)
}
