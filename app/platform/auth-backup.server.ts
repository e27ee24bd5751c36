import type { Auth, UserImportOptions, UserImportRecord, UserRecord } from 'firebase-admin/auth'

// the Firebase Auth accounts in a backup (data:export --auth): what firebase-admin lists, with
// the password hash and salt where the caller may read them. Passwords come back where the target
// can check those hashes: an emulator (the emulator's own hashes), or a project given the hash
// parameters of the project they came from (scrypt; Firebase console, Users, "Password hash
// parameters"). Anywhere else an account comes back without its password (a reset sets one).
export type AuthAccount = {
  uid: string
  email?: string
  emailVerified: boolean
  displayName?: string
  photoURL?: string
  phoneNumber?: string
  disabled: boolean
  customClaims?: Record<string, unknown>
  passwordHash?: string
  passwordSalt?: string
  createdAt?: number
  lastSignInAt?: number
  providers: Array<{
    providerId: string
    uid: string
    email?: string
    displayName?: string
    photoURL?: string
  }>
}

export type AccountsImport = {
  written: number
  skipped: number
  withoutPassword: number
  failed: number
}

const pageSize = 1000
// the Auth emulator's own "hash" of a password (it holds the password itself)
const emulatorHash = /^fakeHash:/

export async function exportAccounts(auth: Auth): Promise<AuthAccount[]> {
  const accounts: AuthAccount[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(pageSize, pageToken)
    accounts.push(...page.users.map(toAccount))
    pageToken = page.pageToken
  } while (pageToken)
  return accounts
}

export async function importAccounts(
  auth: Auth,
  accounts: AuthAccount[],
  options: { keepExisting?: boolean; hash?: UserImportOptions['hash'] } = {},
): Promise<AccountsImport> {
  const existing = options.keepExisting ? await existingUids(auth, accounts) : new Set<string>()
  const wanted = accounts.filter((account) => !existing.has(account.uid))
  const outcome = {
    written: 0,
    skipped: accounts.length - wanted.length,
    withoutPassword: 0,
    failed: 0,
  }
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST
  for (let start = 0; start < wanted.length; start += pageSize) {
    const chunk = wanted.slice(start, start + pageSize)
    const result = emulator
      ? await uploadToEmulator(emulator, auth.app.options.projectId ?? '', chunk)
      : await importToProject(auth, chunk, options.hash)
    outcome.failed += result.failed
    outcome.withoutPassword += result.withoutPassword
    outcome.written += chunk.length - result.failed
  }
  return outcome
}

function toAccount(user: UserRecord): AuthAccount {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    disabled: user.disabled,
    customClaims: user.customClaims,
    passwordHash: user.passwordHash,
    passwordSalt: user.passwordSalt,
    createdAt: millis(user.metadata.creationTime),
    lastSignInAt: millis(user.metadata.lastSignInTime),
    providers: user.providerData
      .filter((provider) => provider.providerId !== 'password')
      .map((provider) => ({
        providerId: provider.providerId,
        uid: provider.uid,
        email: provider.email,
        displayName: provider.displayName,
        photoURL: provider.photoURL,
      })),
  }
}

// the emulator's batchCreate takes hashes as they are, which firebase-admin's importUsers cannot
// send (it encodes them as base64 first)
async function uploadToEmulator(host: string, projectId: string, accounts: AuthAccount[]) {
  const users = accounts.map((account) => ({
    localId: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    photoUrl: account.photoURL,
    phoneNumber: account.phoneNumber,
    disabled: account.disabled,
    customAttributes: account.customClaims ? JSON.stringify(account.customClaims) : undefined,
    createdAt: account.createdAt?.toString(),
    lastLoginAt: account.lastSignInAt?.toString(),
    ...(account.passwordHash && emulatorHash.test(account.passwordHash)
      ? { passwordHash: account.passwordHash, salt: account.passwordSalt }
      : {}),
    providerUserInfo: account.providers.map((provider) => ({
      providerId: provider.providerId,
      rawId: provider.uid,
      email: provider.email,
      displayName: provider.displayName,
      photoUrl: provider.photoURL,
    })),
  }))
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ users, allowOverwrite: true }),
    },
  )
  if (!response.ok)
    throw new Error(
      `the Auth emulator refused the accounts: ${response.status} ${(await response.text()).slice(0, 300)}`,
    )
  const answer = (await response.json()) as { error?: unknown[] }
  return {
    failed: answer.error?.length ?? 0,
    withoutPassword: accounts.filter(
      (account) => account.passwordHash && !emulatorHash.test(account.passwordHash),
    ).length,
  }
}

async function importToProject(
  auth: Auth,
  accounts: AuthAccount[],
  hash: UserImportOptions['hash'] | undefined,
) {
  const keepsPassword = (account: AuthAccount) =>
    Boolean(hash && account.passwordHash && !emulatorHash.test(account.passwordHash))
  const records: UserImportRecord[] = accounts.map((account) => ({
    uid: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    photoURL: account.photoURL,
    phoneNumber: account.phoneNumber,
    disabled: account.disabled,
    customClaims: account.customClaims,
    metadata: {
      creationTime: account.createdAt ? new Date(account.createdAt).toUTCString() : undefined,
      lastSignInTime: account.lastSignInAt
        ? new Date(account.lastSignInAt).toUTCString()
        : undefined,
    },
    providerData: account.providers.map((provider) => ({ ...provider })),
    ...(keepsPassword(account)
      ? {
          passwordHash: Buffer.from(account.passwordHash!, 'base64'),
          passwordSalt: account.passwordSalt
            ? Buffer.from(account.passwordSalt, 'base64')
            : undefined,
        }
      : {}),
  }))
  const withPasswords = records.some((record) => record.passwordHash)
  const result = await auth.importUsers(records, withPasswords && hash ? { hash } : undefined)
  return {
    failed: result.failureCount,
    withoutPassword: accounts.filter((account) => account.passwordHash && !keepsPassword(account))
      .length,
  }
}

async function existingUids(auth: Auth, accounts: AuthAccount[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let start = 0; start < accounts.length; start += 100) {
    const { users } = await auth.getUsers(
      accounts.slice(start, start + 100).map((account) => ({ uid: account.uid })),
    )
    for (const user of users) found.add(user.uid)
  }
  return found
}

function millis(time: string | undefined | null): number | undefined {
  const value = time ? Date.parse(time) : NaN
  return Number.isNaN(value) ? undefined : value
}
