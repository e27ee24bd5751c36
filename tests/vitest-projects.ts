import path from 'node:path'

// the test files that use the Firestore and Auth emulators of tests/integration/global-setup.ts,
// themselves or through the product's code; every other file under app/ and scripts/ is a unit file
export const emulatorTests = [
  'app/features/accounts/{accounts,account-data.server,account-deletion.server,account-settings.server,guarded-forms,mailbox,sessions}.test.ts',
  'app/features/analytics/{page-view-counts,retention}.server.test.ts',
  'app/features/buyers/{buyer-pages,buyer-records,saved-homes-live.server,saved-searches,search-alerts.server}.test.ts',
  'app/features/documents/documents.server.test.ts',
  'app/features/landing/experiments.server.test.ts',
  'app/features/listings/{neighborhood-summary,photos}.server.test.ts',
  'app/features/neighborhoods/neighborhood-explorer.server.test.ts',
  'app/features/payments/job-orders.server.test.ts',
  'app/features/providers/{jobs,quotes}.server.test.ts',
  'app/features/search/search.test.ts',
  'app/features/sellers/{demo-market-sellers,notify,photos-step.server,plan-checkout.server,publish.server,seller-access.server,seller-records}.test.ts',
  'app/features/valuation/{listing-valuation.server,valuation-pages}.test.ts',
  'app/features/valuation/markets/market-training.server.test.ts',
  'app/core/data/*.server.test.ts',
  'tests/integration/*.test.ts',
]
export const unitTests = ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
export const processTests = ['tests/integration/processes/**/*.test.ts']

// the vitest project a test file runs in (vitest's JSON report does not name it)
export function vitestProjectOf(file: string): string {
  const matches = (globs: string[]) => globs.some((glob) => path.matchesGlob(file, glob))
  if (matches(processTests)) return 'processes'
  if (matches(emulatorTests)) return 'emulator'
  return 'unit'
}
