import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'
import { isLoopback, listeningSockets, processTree } from './support/listening-sockets'
import { freeTestPort, startServer, waitForReady } from './support/server-process'

// the embedded default holds demo accounts and emulators that answer anyone without a
// credential: nothing it opens may be reachable from another machine
test.describe.configure({ timeout: 240_000 })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'which sockets a server opens does not depend on the browser; run it once')

test('every socket the embedded default and its children listen on is on loopback', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-loopback-'))
  // HOST left empty, as `npm start` runs with no configuration
  const server = await startServer({ HOST: '', DEMO_DATA_DIR: dataDir, DEMO_PERSIST: 'true' }, await freeTestPort(), 200_000)
  try {
    await waitForReady(server.url)
    await fetch(`${server.url}/auth/login`, { method: 'POST', body: new URLSearchParams({ email: 'nobody@example.com', password: 'Wrong1234' }) })

    const sockets = listeningSockets(processTree(server.child.pid!))
    // the app, Firestore and Auth at the least
    expect(sockets.length).toBeGreaterThanOrEqual(3)
    expect(sockets.filter((socket) => !isLoopback(socket.address))).toEqual([])
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
})
