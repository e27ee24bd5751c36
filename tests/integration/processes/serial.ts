import { beforeEach } from 'vitest'

// Playwright's serial mode: each test goes on from where the one before left the server, so
// after a failure the rest of the file is skipped rather than failed again, or left to time out
export function skipTheRestAfterAFailure() {
  let failed = false
  beforeEach(({ onTestFailed, skip }) => {
    skip(failed, 'an earlier test in this file failed')
    onTestFailed(() => {
      failed = true
    })
  })
}
