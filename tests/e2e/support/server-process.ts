// abuse-limits.spec.ts starts a server of its own with the helpers the process tests share
export * from '../../support/server-process'
