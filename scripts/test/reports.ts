import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// One row per test and project, read from vitest's and Playwright's JSON reports. `title` joins the
// describe names and the test's name with " › ", as both runners print them.
export type TestRow = {
  runner: 'vitest' | 'playwright'
  project: string
  file: string
  title: string
  status: 'passed' | 'failed' | 'skipped' | 'flaky'
  seconds: number
}

type VitestReport = {
  testResults: Array<{
    name: string
    assertionResults: Array<{
      ancestorTitles: string[]
      title: string
      status: string
      duration?: number | null
    }>
  }>
}

type PlaywrightSuite = {
  title: string
  file: string
  specs: Array<{
    title: string
    file: string
    tests: Array<{
      projectName: string
      status: string
      results: Array<{ duration: number; status: string }>
    }>
  }>
  suites?: PlaywrightSuite[]
}

// paths are named from the checkout that ran the tests (root), so two checkouts' reports compare
const relative = (root: string, file: string) =>
  path.relative(root, path.resolve(file)).split(path.sep).join('/')

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

// vitest's JSON report does not name a file's project: projectOf tells it from the config's rules
export function vitestRows(
  file: string,
  root = process.cwd(),
  projectOf: (file: string) => string = () => 'vitest',
): TestRow[] {
  const report = readJson<VitestReport>(file)
  if (!report) return []
  return report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({
      runner: 'vitest' as const,
      project: projectOf(relative(root, result.name)),
      file: relative(root, result.name),
      title: [...test.ancestorTitles, test.title].join(' › '),
      status: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      seconds: (test.duration ?? 0) / 1000,
    })),
  )
}

export function playwrightRows(file: string, root = process.cwd()): TestRow[] {
  const report = readJson<{ suites: PlaywrightSuite[]; config: { rootDir: string } }>(file)
  if (!report) return []
  const rows: TestRow[] = []
  const walk = (suite: PlaywrightSuite, describes: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const last = test.results.at(-1)
        const status =
          test.status === 'skipped'
            ? 'skipped'
            : test.status === 'flaky'
              ? 'flaky'
              : last?.status === 'passed'
                ? 'passed'
                : 'failed'
        rows.push({
          runner: 'playwright',
          project: test.projectName,
          file: relative(root, path.join(report.config.rootDir, spec.file)),
          title: [...describes, spec.title].join(' › '),
          status,
          seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...describes, child.title])
  }
  // the top suites are the files; their titles are not describe names
  for (const fileSuite of report.suites) walk(fileSuite, [])
  return rows
}
