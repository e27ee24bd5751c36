import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { Firestore } from 'firebase-admin/firestore'
import { afterAll, describe, expect, test } from 'vitest'
import {
  demoProjectId,
  startAuthEmulator,
  type AuthEmulator,
} from '~/platform/embedded/auth-emulator.server'
import {
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '~/platform/embedded/firestore-emulator.server'
import { auth, db } from '~/platform/firebase.server'
import { localFilesFolder } from '~/platform/storage/local-files-folder.server'
import { localFolderStore } from '~/platform/storage/local-folder.server'

// data:export and data:import as someone runs them, from the suite's emulators into fresh ones
const run = promisify(execFile)
const workDir = mkdtempSync(path.join(tmpdir(), 'threshold-backup-'))
const fresh: { firestore?: FirestoreEmulator; auth?: AuthEmulator } = {}
afterAll(async () => {
  await Promise.allSettled([fresh.firestore?.stop(), fresh.auth?.stop()])
  rmSync(workDir, { recursive: true, force: true })
})

// each side's file store is its own embedded-default folder
async function script(
  name: string,
  args: string[],
  hosts: { firestore: string; auth: string; dataDir: string },
) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', `scripts/${name}`, ...args], {
    env: {
      ...process.env,
      ENV_FILE: '',
      FIRESTORE_EMULATOR_HOST: hosts.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
      DEMO_DATA_DIR: hosts.dataDir,
      LOG_LEVEL: 'silent',
    },
  })
  return stdout
}

describe('backups', () => {
  test(
    'a collection with any name, the stored files and, with --auth, the accounts come back in fresh emulators; the password still signs in',
    { timeout: 300_000 },
    async () => {
      const id = randomUUID().slice(0, 8)
      const collection = `nobodyKnowsMe${id}`
      await db()
        .collection(collection)
        .doc('kept')
        .set({ note: 'restored', count: 7, nested: { list: [1, 'two'] } })
      const email = `restore-${id}@example.com`
      const user = await auth().createUser({
        email,
        password: 'Restore123',
        displayName: 'Re Store',
      })
      await auth().setCustomUserClaims(user.uid, { tier: 'gold' })
      const file = path.join(workDir, 'backup.json')
      const source = {
        firestore: process.env.FIRESTORE_EMULATOR_HOST!,
        auth: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
        dataDir: path.join(workDir, 'source'),
      }
      const photo = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3])
      await localFolderStore(localFilesFolder(source.dataDir)).putFile(
        `photos/p-${id}/small.jpg`,
        photo,
        'image/jpeg',
      )

      const exported = await script('data-export.ts', ['--out', file, '--auth'], source)
      expect(exported).toContain(`"${collection}":1`)
      expect(exported).toContain(', 1 files from ')
      // it holds password hashes
      expect(statSync(file).mode & 0o077).toBe(0)
      const backup = JSON.parse(readFileSync(file, 'utf8')) as {
        auth: { accounts: Array<{ email: string }> }
      }
      expect(backup.auth.accounts.map((account) => account.email)).toContain(email)

      ;[fresh.firestore, fresh.auth] = await Promise.all([
        startFirestoreEmulator(0),
        startAuthEmulator({ workDir: path.join(workDir, 'auth-emulator'), port: 0 }),
      ])
      const target = {
        firestore: fresh.firestore.host,
        auth: fresh.auth.host,
        dataDir: path.join(workDir, 'target'),
      }
      const imported = await script('data-import.ts', [file], target)
      expect(imported).toMatch(/Accounts: \d+ written, 0 kept as they were, 0 refused/)
      expect(imported).toContain('Files: 1 written')
      expect(
        await localFolderStore(localFilesFolder(target.dataDir)).readFile(
          `photos/p-${id}/small.jpg`,
        ),
      ).toEqual({ bytes: photo, contentType: 'image/jpeg' })

      const saved = process.env.FIRESTORE_EMULATOR_HOST
      process.env.FIRESTORE_EMULATOR_HOST = target.firestore
      const restored = new Firestore({ projectId: demoProjectId })
      process.env.FIRESTORE_EMULATOR_HOST = saved
      expect((await restored.collection(collection).doc('kept').get()).data()).toEqual({
        note: 'restored',
        count: 7,
        nested: { list: [1, 'two'] },
      })
      await restored.terminate()

      const response = await fetch(
        `http://${target.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Restore123', returnSecureToken: true }),
        },
      )
      const signedIn = (await response.json()) as { localId?: string; idToken?: string }
      expect(signedIn.localId).toBe(user.uid)
      const claims = JSON.parse(
        Buffer.from(signedIn.idToken!.split('.')[1]!, 'base64url').toString('utf8'),
      ) as { tier?: string; name?: string }
      expect(claims).toMatchObject({ tier: 'gold', name: 'Re Store' })
    },
  )
})
