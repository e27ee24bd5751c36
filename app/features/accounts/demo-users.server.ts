import { randomBytes } from 'node:crypto'
import { auth } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import { createProfile, readProfile } from './profiles.server'
import { roleLabels, type QuickDemoRole } from './roles'
import { startSession, type SessionUser } from './session.server'

// real accounts in the Auth emulator, seeded at start in demo mode; the login form is prefilled
// with the first
export const demoPassword = 'Demo1234'
// Sam Seller: the demo market's homes for sale are listed under this account (ADR 053)
export const demoSellerUid = 'demo-account-seller'
export const demoAccounts = [
  {
    uid: 'demo-account-buyer',
    email: 'buyer@demo.threshold.example',
    displayName: 'Dana Buyer',
    role: 'buyer',
  },
  {
    uid: demoSellerUid,
    email: 'seller@demo.threshold.example',
    displayName: 'Sam Seller',
    role: 'seller',
  },
  {
    uid: 'demo-account-vendor',
    email: 'vendor@demo.threshold.example',
    displayName: 'Val Vendor',
    role: 'vendor',
  },
  {
    uid: 'demo-account-admin',
    email: 'admin@demo.threshold.example',
    displayName: 'Ada Admin',
    role: 'admin',
  },
] as const

export async function seedDemoAccounts() {
  for (const account of demoAccounts) {
    const exists = await auth()
      .getUser(account.uid)
      .then(
        () => true,
        () => false,
      )
    if (!exists) {
      await auth().createUser({
        uid: account.uid,
        email: account.email,
        password: demoPassword,
        displayName: account.displayName,
        emailVerified: true,
      })
    }
    if (!(await readProfile(account.uid))) await createProfile(account, account.role)
  }
  logger.info({ event: 'demo.accounts-ready', count: demoAccounts.length }, 'demo accounts ready')
}

export function isSharedDemoAccount(email: string): boolean {
  return demoAccounts.some((account) => account.email === email.trim().toLowerCase())
}

// spec §3 demo user: a placeholder e-mail, a display name, a role, held in the cookie session
// instead of browser storage. The spec's uid demo-{role}-{timestamp} let two visitors in the same
// millisecond share one user: the uid ends in 128 random bits instead
export function quickDemoUser(role: QuickDemoRole, now = Date.now()): SessionUser {
  const uid = `demo-${role}-${randomBytes(16).toString('base64url')}`
  return {
    uid,
    email: `${uid}@demo.threshold.invalid`,
    displayName: `Demo ${roleLabels[role]}`,
    photoURL: null,
    phoneNumber: null,
    role,
    storedRole: role,
    lastLoginAt: now,
    demo: true,
  }
}

export async function startQuickDemo(role: QuickDemoRole) {
  const user = quickDemoUser(role)
  logger.info({ event: 'auth.demo.started', uid: user.uid, role }, 'demo user started')
  return { user, headers: await startSession(user, { demo: true }) }
}
