import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Firestore, GeoPoint, Timestamp } from 'firebase-admin/firestore'
import { afterEach, describe, expect, test } from 'vitest'
import { demoProjectId } from '~/platform/embedded/auth-emulator.server'
import {
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '~/platform/embedded/firestore-emulator.server'
import { exportCollections } from '~/platform/firestore-backup.server'

// the embedded Firestore journals every write before it answers, so a second emulator started on
// the same files (as after kill -9, when the first never saved) holds everything acknowledged
const started: FirestoreEmulator[] = []
let dataDir = ''
afterEach(async () => {
  await Promise.allSettled(started.splice(0).map((emulator) => emulator.stop()))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function emulatorOn(dir: string) {
  const emulator = await startFirestoreEmulator(0, {
    snapshotFile: path.join(dir, 'firestore.json'),
    journalFile: path.join(dir, 'firestore.journal'),
    projectId: demoProjectId,
  })
  started.push(emulator)
  const saved = process.env.FIRESTORE_EMULATOR_HOST
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host
  try {
    return { emulator, db: new Firestore({ projectId: demoProjectId }) }
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = saved
  }
}

const everyType = {
  text: 'Ames',
  whole: 42,
  fraction: 0.25,
  yes: true,
  nothing: null,
  at: Timestamp.fromMillis(1_700_000_000_123),
  place: new GeoPoint(42.03, -93.62),
  bytes: Buffer.from([0, 1, 254, 255]),
  list: [1, 'two', { three: 3 }],
  nested: { deeper: { value: 'kept' } },
}

describe('the embedded Firestore on disk', () => {
  test('every acknowledged write, delete and update is back in an emulator started on the same files without a snapshot', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-journal-'))
    const first = await emulatorOn(dataDir)
    await first.db.collection('anyName').doc('typed').set(everyType)
    await first.db.collection('anyName').doc('changed').set({ step: 1, keep: 'yes' })
    await first.db.collection('anyName').doc('changed').update({ step: 2 })
    await first.db.collection('anyName').doc('gone').set({ step: 1 })
    await first.db.collection('anyName').doc('gone').delete()
    await first.db
      .collection('anyName')
      .doc('typed')
      .collection('notes')
      .doc('n1')
      .set({ text: 'sub' })
    await first.db.runTransaction(async (transaction) =>
      transaction.set(first.db.collection('counters').doc('c'), { n: 7 }),
    )

    const second = await emulatorOn(dataDir)
    expect(second.emulator.restored).toBe(4)
    const typed = (await second.db.collection('anyName').doc('typed').get()).data()!
    expect(typed).toEqual(everyType)
    expect((await second.db.collection('anyName').doc('changed').get()).data()).toEqual({
      step: 2,
      keep: 'yes',
    })
    expect((await second.db.collection('anyName').doc('gone').get()).exists).toBe(false)
    expect((await second.db.doc('anyName/typed/notes/n1').get()).data()).toEqual({ text: 'sub' })
    expect((await second.db.collection('counters').doc('c').get()).data()).toEqual({ n: 7 })
  })

  test('a snapshot empties the journal, is a data:export backup, and later writes come back on top of it', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-journal-'))
    const first = await emulatorOn(dataDir)
    await first.db.collection('homes').doc('a').set({ price: 1 })
    await first.emulator.snapshot()
    expect(statSync(path.join(dataDir, 'firestore.journal')).size).toBe(0)
    const snapshot = JSON.parse(readFileSync(path.join(dataDir, 'firestore.json'), 'utf8'))
    expect(snapshot).toMatchObject({
      format: 'threshold-firestore-backup',
      collections: { homes: { a: { price: 1 } } },
    })
    await first.db.collection('homes').doc('a').update({ price: 2 })
    await first.db.collection('homes').doc('b').set({ price: 3 })

    const second = await emulatorOn(dataDir)
    const backup = await exportCollections(second.db)
    expect(backup.collections.homes).toEqual({ a: { price: 2 }, b: { price: 3 } })
  })
})
