import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  ensureProductionBuild,
  freeTestPort,
  startServer,
  stopStartedServers,
  waitForReady,
} from '../../support/server-process'
import { isLoopback, listeningSockets, processTree } from '../support/listening-sockets'

// the embedded default holds demo accounts and emulators that answer anyone without a
// credential: nothing it opens may be reachable from another machine
const timeout = 240_000

beforeAll(ensureProductionBuild, 600_000)
afterAll(() => stopStartedServers(), timeout)

test(
  'every socket the embedded default and its children listen on is on loopback',
  { timeout },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-loopback-'))
    // HOST left empty, as `npm start` runs with no configuration
    const server = await startServer(
      { HOST: '', DEMO_DATA_DIR: dataDir, DEMO_PERSIST: 'true' },
      await freeTestPort(),
      200_000,
    )
    try {
      await waitForReady(server.url)
      await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'nobody@example.com', password: 'Wrong1234' }),
      })

      const sockets = listeningSockets(processTree(server.child.pid!))
      // the app, Firestore and Auth at the least
      expect(sockets.length).toBeGreaterThanOrEqual(3)
      expect(sockets.filter((socket) => !isLoopback(socket.address))).toEqual([])
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
)
