import path from 'node:path'

// the embedded default the suite's server runs: its emulator hosts and its log are found here
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e')
export const serverLogFile = path.join(e2eDataDir, 'server.log')
