// the scheduler's bearer secret the suite's server is started with (playwright.config.ts), so a
// test can call /api/jobs/* as Cloud Scheduler would
export const jobsSecret = 'e2e-jobs-secret-0123456789abcdef0123456789'
