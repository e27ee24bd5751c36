import { checkDocument } from '~/platform/document-rules'
import { db } from '~/platform/firebase.server'

// users/{uid} (spec §3), timestamps in milliseconds
export type UserProfile = {
  uid: string
  email: string
  displayName: string
  photoURL: string | null
  phoneNumber: string | null
  role: string
  createdAt: number
  lastLoginAt: number
}

type Identity = {
  uid: string
  email: string
  displayName?: string | null
  photoURL?: string | null
  phoneNumber?: string | null
}

const users = () => db().collection('users')

export async function readProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await users().doc(uid).get()
  return snapshot.exists ? (snapshot.data() as UserProfile) : null
}

function newProfile(identity: Identity, role: string, now = Date.now()): UserProfile {
  return {
    uid: identity.uid,
    email: identity.email,
    displayName: identity.displayName ?? '',
    photoURL: identity.photoURL ?? null,
    phoneNumber: identity.phoneNumber ?? null,
    role,
    createdAt: now,
    lastLoginAt: now,
  }
}

export async function createProfile(identity: Identity, storedRole: string): Promise<UserProfile> {
  const profile = newProfile(identity, storedRole)
  await users().doc(identity.uid).set(checkDocument(profile), { merge: true })
  return profile
}

// every sign-in stamps lastLoginAt; an account without a profile (made elsewhere) gets one as a buyer
export async function recordSignIn(
  identity: Identity,
  roleForNewProfile = 'buyer',
): Promise<{ profile: UserProfile; created: boolean }> {
  const ref = users().doc(identity.uid)
  const now = Date.now()
  const snapshot = await ref.get()
  if (!snapshot.exists) {
    const profile = newProfile(identity, roleForNewProfile, now)
    // create() fails when a concurrent first sign-in made the profile a moment ago: then stamp that one
    const created = await ref.create(checkDocument(profile)).then(
      () => true,
      (error: { code?: number }) => {
        if (error.code !== 6) throw error
        return false
      },
    )
    if (created) return { profile, created: true }
    return recordSignIn(identity, roleForNewProfile)
  }
  // no transaction: two sign-ins of one account at once only race on lastLoginAt, and either is right
  const existing = snapshot.data() as UserProfile
  const updates = {
    lastLoginAt: now,
    email: identity.email || existing.email,
    displayName: existing.displayName || identity.displayName || '',
    photoURL: existing.photoURL ?? identity.photoURL ?? null,
  }
  await ref.update(checkDocument(updates))
  return { profile: { ...existing, ...updates }, created: false }
}

export async function setStoredRole(uid: string, role: string) {
  await users().doc(uid).set(checkDocument({ role }), { merge: true })
}
