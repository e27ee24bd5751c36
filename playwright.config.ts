import { createHash } from 'node:crypto'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { jobsSecret } from './tests/e2e/support/jobs'
import { e2eDataDir } from './tests/e2e/support/paths'

// a port of its own per checkout, so the suite runs beside `npm start` and beside other clones
const port = Number(
  process.env.E2E_PORT ??
    20_000 +
      (parseInt(createHash('sha1').update(process.cwd()).digest('hex').slice(0, 6), 16) % 20_000),
)
const baseURL = `http://127.0.0.1:${port}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}

// where `npm test` reads the run's figures (scripts/test/run.ts)
export const e2eReportFile = path.resolve(
  process.env.E2E_REPORT_FILE ?? 'test-reports/playwright.json',
)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: e2eReportFile }],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: { baseURL, trace: 'retain-on-failure' },
  // every test runs with JavaScript; only those tagged @no-js (the page behaves differently without
  // it: forms, redirects, toasts, uploads, menus, error summaries) run again without, and those
  // tagged @no-js-only run without alone (docs/testing.md)
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false }, grep: /@no-js\b/ },
  ],
  webServer: {
    command: 'node --import tsx server.ts',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // the server stops its own emulators on SIGTERM; a SIGKILL would leave them behind
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      ENV_FILE: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DEMO_DATA_DIR: e2eDataDir,
      DEMO_PERSIST: 'false',
      LOG_FILE: path.join(e2eDataDir, 'server.log'),
      LOG_LEVEL: 'info',
      // the whole suite signs in from one address, as a household would not
      AUTH_POSTS_PER_ADDRESS: '2000',
      AUTH_FAILURES_PER_ADDRESS: '2000',
      EVENTS_PER_ADDRESS: '6000',
      AUTH_EMULATOR_PORT: '0',
      FIRESTORE_EMULATOR_PORT: '0',
      SUPPORT_EMAIL: 'help@threshold.example',
      SUPPORT_PHONE: '+1 515 555 0100',
      POSTAL_ADDRESS: '100 Main Street, Ames, IA 50010',
      MAP_SEARCH_URL: 'https://maps.example.com/search',
      // the scheduler's secret, so the suite can call /api/jobs/* as Cloud Scheduler would
      JOBS_SECRET: jobsSecret,
    },
  },
})
