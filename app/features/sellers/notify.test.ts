import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { db } from '~/platform/firebase.server'
import { composeLetter } from '~/features/accounts/letters'
import { notificationsOf, notify } from './notify.server'

describe('notifications', () => {
  test('every topic is on unless the user turned it off', () => {
    expect(notificationsOf(undefined)).toEqual({ questions: true, tours: true, offers: true })
    expect(notificationsOf({ offers: false, tours: 'no' })).toEqual({
      questions: true,
      tours: true,
      offers: false,
    })
  })

  test('what a user wrote is escaped in the html, kept as written in the text', () => {
    const letter = composeLetter({
      subject: 'New question',
      lead: 'A buyer asked:',
      quote: '<img src=x onerror=alert(1)> & "you"',
      link: '/seller/dashboard/inquiries',
    })
    expect(letter.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;you&quot;')
    expect(letter.html).not.toContain('<img')
    expect(letter.text).toContain('“<img src=x onerror=alert(1)> & "you"”')
  })

  test('mail goes to the user’s address when the topic is on, and not when it is off', async () => {
    const uid = `vitest-${randomUUID()}`
    const email = `${uid}@example.com`
    await db()
      .doc(`users/${uid}`)
      .set({
        uid,
        email,
        displayName: 'Vitest Seller',
        photoURL: null,
        phoneNumber: null,
        role: 'seller',
        createdAt: Date.now(),
        lastLoginAt: Date.now(),
        notifications: { offers: false },
      })
    const letter = { subject: `Subject ${uid}`, lead: 'Hello', link: '/buyer-dashboard' }
    expect(await notify(uid, 'offers', letter)).toBe(false)
    expect(await notify(uid, 'questions', letter)).toBe(true)
    const mail = await db().collection('mail').where('toUids', 'array-contains', uid).get()
    expect(mail.docs.map((doc) => [doc.get('to'), doc.get('message.subject')])).toEqual([
      [email, `Subject ${uid}`],
    ])
    await Promise.all([
      ...mail.docs.map((doc) => doc.ref.delete()),
      db().doc(`users/${uid}`).delete(),
    ])
  })
})
