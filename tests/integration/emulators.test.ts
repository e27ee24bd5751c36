import { describe, expect, test } from 'vitest'
import { auth, db } from '~/platform/firebase.server'

describe('the emulators the tests run against', () => {
  test('firestore stores and returns a document', async () => {
    const ref = db().collection('vitestProbe').doc()
    await ref.set({ at: 1 })
    expect((await ref.get()).data()).toEqual({ at: 1 })
    await ref.delete()
  })
  test('auth creates and finds a user', async () => {
    const user = await auth().createUser({
      email: `probe-${Date.now()}@example.com`,
      password: 'Secret123!',
    })
    expect((await auth().getUser(user.uid)).email).toBe(user.email)
    await auth().deleteUser(user.uid)
  })
})
