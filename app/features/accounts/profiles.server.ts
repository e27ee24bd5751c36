import { userProfileSchema, users, type UserProfile } from '~/core/data/users.server'
import { checkDocument } from '~/platform/document-rules'

// users/{uid} (spec §3), timestamps in milliseconds
export type { UserProfile }

type Identity = {
  uid: string
  email: string
  displayName?: string | null
  photoURL?: string | null
  phoneNumber?: string | null
}

// a document holding only settings (a quick demo person's, or saved before a first sign-in) is
// no profile
const wholeProfile = (data: unknown): UserProfile | null => {
  const parsed = userProfileSchema.passthrough().safeParse(data)
  return parsed.success ? parsed.data : null
}

export async function readProfile(uid: string): Promise<UserProfile | null> {
  return wholeProfile((await users.doc(uid).get()).data())
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
  await users.doc(identity.uid).set(checkDocument(profile), { merge: true })
  return profile
}

// every sign-in stamps lastLoginAt; an account without a profile (made elsewhere) gets one as a buyer
export async function recordSignIn(
  identity: Identity,
  roleForNewProfile = 'buyer',
): Promise<{ profile: UserProfile; created: boolean }> {
  const ref = users.doc(identity.uid)
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
  const stored = snapshot.data()
  const existing = wholeProfile(stored)
  if (!existing) {
    // settings saved before the profile was made: the profile joins them
    const profile = { ...newProfile(identity, roleForNewProfile, now), ...stored }
    await ref.set(checkDocument(profile), { merge: true })
    return { profile, created: false }
  }
  // no transaction: two sign-ins of one account at once only race on lastLoginAt, and either is right
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
  await users.doc(uid).set(checkDocument({ role }), { merge: true })
}
