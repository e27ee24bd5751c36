import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { emulators } from './firebase'

export const testPassword = 'Passw0rdA'

export type TestUser = {
  uid: string
  email: string
  password: string
  displayName: string
  role: string
}

// every account createUser made in this worker and not yet deleted, oldest first
const createdUids: string[] = []

export function createdUserCount(): number {
  return createdUids.length
}

// deletes the accounts made since `count` were made (the account and its users/{uid} profile)
export async function deleteUsersCreatedSince(count: number): Promise<void> {
  const uids = createdUids.splice(count)
  if (uids.length === 0) return
  const { auth, firestore } = emulators()
  await auth.deleteUsers(uids)
  await Promise.all(uids.map((uid) => firestore.doc(`users/${uid}`).delete()))
}

// a real account in the suite's Auth emulator with its users/{uid} profile, as registration makes
export async function createUser({
  role = 'buyer',
  disabled = false,
  // the part of the address before its unique tail, for an address of a given length
  emailPrefix = role,
}: { role?: string; disabled?: boolean; emailPrefix?: string } = {}): Promise<TestUser> {
  const { auth, firestore } = emulators()
  const id = randomUUID().slice(0, 8)
  const email = `${emailPrefix}-${id}@example.com`
  const displayName = `Test ${role} ${id}`
  const record = await auth.createUser({ email, password: testPassword, displayName, disabled })
  createdUids.push(record.uid)
  const now = Date.now()
  await firestore.doc(`users/${record.uid}`).set({
    uid: record.uid,
    email,
    displayName,
    photoURL: null,
    phoneNumber: null,
    role,
    createdAt: now,
    lastLoginAt: now,
  })
  return { uid: record.uid, email, password: testPassword, displayName, role }
}

export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, query = '') {
  await page.goto(`/auth/login${query}`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/auth\/login/)
}

export async function signInAsDemo(page: Page, role: 'buyer' | 'seller' | 'vendor') {
  await page.goto('/demo-login')
  await page
    .getByRole('button', { name: `Continue as Demo ${role[0]!.toUpperCase()}${role.slice(1)}` })
    .click()
  await expect(page).not.toHaveURL(/\/demo-login/)
}
