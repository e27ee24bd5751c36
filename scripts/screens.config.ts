import { defineConfig } from '@playwright/test'
import suite from '../playwright.config'

// `npm run screens`: the pictures of docs/screens (scripts/screens.ts), made against the built app
// started as the end-to-end suite starts it (its server, emulators and seed, from its own config),
// never part of that suite's run. Build first: `npm run build && npm run screens`
const js = suite.projects!.find((project) => project.name === 'js')!

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'screens.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  projects: [{ name: 'screens', use: js.use }],
  // the server is started from the checkout's root, as the suite's config starts it
  webServer: { ...suite.webServer!, cwd: process.cwd() } as typeof suite.webServer,
})
