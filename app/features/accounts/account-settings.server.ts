import type { SettingsOutcome } from './settings-outcome'
import { parseWithZod } from '@conform-to/zod'
import type { UploadHandler } from '@remix-run/node'
import { photoUrl } from '~/core/photos/photo'
import { acceptPhoto, removePhoto } from '~/core/photos/photos.server'
import { users, type UserDocument } from '~/core/data/users.server'
import { checkDocument } from '~/platform/document-rules'
import { isDemoMode } from '~/platform/env.server'
import { auth } from '~/platform/firebase.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { deleteOwnAccount } from './account-deletion.server'
import { isSharedDemoAccount } from './demo-users.server'
import {
  mailChoicesOf,
  mailChoicesUpdate,
  mailTopicIds,
  mailTopics,
  type MailChoices,
} from './mail-choices'
import { messages } from './messages'
import { checkOwnPassword, passwordSignIn, signInMethodsOf } from './password-check.server'
import {
  commitSession,
  endAllSessionsOf,
  getSession,
  startSession,
  type SessionUser,
} from './session.server'
import { sessionLifetimeMs } from './session-limits'
import { settingsMessages as m } from './settings-messages'
import {
  NotificationsSchema,
  PasswordSchema,
  photoMaxBytes,
  photoUploadMaxBytes,
  ProfileSchema,
  RemovePhotoSchema,
} from './settings-schemas'

// /settings for every signed-in person: their details, photo, password, mail and, through
// account-data and account-deletion, their data. Every write is the session's uid's, never an id
// from the form
export type { SettingsOutcome }

type Action = { request: Request; clientIp: string; user: SessionUser; form: FormData }

const settingsBudget = createRateLimit({ name: 'account-settings', points: 30, seconds: 60 * 60 })
const photoBudget = createRateLimit({ name: 'account-photo', points: 20, seconds: 60 * 60 })

// runsABusiness: the person owns a provider's business (the route asks the providers feature), so
// the vendor mail topics are theirs whatever role they signed up with
export async function settingsPage(
  user: SessionUser,
  { runsABusiness }: { runsABusiness: boolean },
) {
  const [profile, methods] = await Promise.all([
    users.doc(user.uid).get(),
    signInMethodsOf(user.uid),
  ])
  const data: UserDocument = profile.data() ?? {}
  const photo = data.photo ?? null
  return {
    email: methods?.email || (data.email ?? user.email),
    displayName: data.displayName ?? user.displayName ?? '',
    phone: data.phoneNumber ?? '',
    photo,
    password: {
      has: methods?.hasPassword ?? false,
      others: methods?.others ?? [],
      sharedDemo: isDemoMode() && isSharedDemoAccount(user.email),
    },
    mail: mailChoicesOf(data),
    vendorTopics: runsABusiness || user.storedRole === 'vendor',
    role: user.role,
  }
}

// the page's forms (every one but the photo's upload), by their intent
export async function settingsAction({
  request,
  clientIp,
  user,
  form,
}: Action): Promise<SettingsOutcome> {
  const intent = String(form.get('intent') ?? '')
  switch (intent) {
    case 'profile':
      return saveProfile(request, user, form)
    case 'remove-photo':
      return removeOwnPhoto(request, user, form)
    case 'password':
      return changePassword({ request, clientIp, user, form })
    case 'notifications':
      return saveMailChoices(user, form)
    case 'delete-account':
      return deleteOwnAccount({ request, clientIp, user, form })
    default:
      return {
        ok: false,
        intent,
        result: { status: 'error', error: { '': [m.unknownForm] } },
        status: 400,
      }
  }
}

async function withinBudget(
  uid: string,
  budget = settingsBudget,
  message: (wait: string) => string = m.tooManyChanges,
) {
  const verdict = await budget.consume(uid)
  return verdict.allowed
    ? null
    : {
        message: message(formatWait(verdict.retryAfterSeconds)),
        retryAfterSeconds: verdict.retryAfterSeconds,
      }
}

// the session carries the name and photo the header shows: changed with the profile
async function sessionWith(
  request: Request,
  user: SessionUser,
  changes: Partial<SessionUser>,
): Promise<Headers> {
  const session = await getSession(request)
  session.set('user', { ...user, ...changes })
  return new Headers({ 'Set-Cookie': await commitSession(session) })
}

export async function saveProfile(
  request: Request,
  user: SessionUser,
  form: FormData,
): Promise<SettingsOutcome> {
  const submission = parseWithZod(form, { schema: ProfileSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'profile', result: submission.reply(), status: 400 }
  const refused = await withinBudget(user.uid)
  if (refused)
    return {
      ok: false,
      intent: 'profile',
      result: submission.reply({ formErrors: [refused.message] }),
      status: 429,
      retryAfterSeconds: refused.retryAfterSeconds,
    }
  const { displayName, phone } = submission.value
  await users
    .doc(user.uid)
    .set(checkDocument({ displayName, phoneNumber: phone || null }), { merge: true })
  if (!user.demo) await auth().updateUser(user.uid, { displayName })
  logger.info({ event: 'account.profile-saved', uid: user.uid }, 'profile saved')
  return {
    ok: true,
    redirectTo: '/settings#profile-title',
    toast: m.profile.saved,
    headers: await sessionWith(request, user, { displayName, phoneNumber: phone || null }),
  }
}

// the `photo` file of the form, kept up to 5 MB; one over that is drained and remembered
function photoUpload() {
  const received: { filename: string; bytes: Buffer | null; tooLarge: boolean } = {
    filename: '',
    bytes: null,
    tooLarge: false,
  }
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (name === 'photo' && size <= photoMaxBytes) chunks.push(chunk)
    }
    if (name !== 'photo' || typeof filename !== 'string' || size === 0) return undefined
    if (size > photoMaxBytes) received.tooLarge = true
    else received.bytes = Buffer.concat(chunks)
    received.filename = filename.slice(0, 120)
    return undefined
  }
  return { handler, received }
}

const photoRefusal = (
  message: string,
  status: number,
  retryAfterSeconds?: number,
): SettingsOutcome => ({
  ok: false,
  intent: 'photo',
  result: { status: 'error', initialValue: { intent: 'photo' }, error: { photo: [message] } },
  status,
  retryAfterSeconds,
})

// the person's photo: typed by its bytes, re-encoded without metadata at each size (the listing
// photos' pipeline), stored through the storage port and shown to its owner; the old one is deleted
export async function saveOwnPhoto(request: Request, user: SessionUser): Promise<SettingsOutcome> {
  const upload = photoUpload()
  await readUploadForm(request, { maxBytes: photoUploadMaxBytes, uploadHandler: upload.handler })
  if (upload.received.tooLarge) return photoRefusal(m.photo.tooLarge, 413)
  if (!upload.received.bytes) return photoRefusal(m.photo.missing, 400)
  const refused = await withinBudget(user.uid, photoBudget, m.photo.tooMany)
  if (refused) return photoRefusal(refused.message, 429, refused.retryAfterSeconds)
  const accepted = await acceptPhoto(user.uid, upload.received.bytes, upload.received.filename, {
    alt: m.photo.alt(user.displayName),
  })
  if (!accepted.ok) return photoRefusal(accepted.message, 400)
  const before = (await users.doc(user.uid).get()).data()?.photo
  const photoURL = photoUrl(accepted.photo, 'small')
  await users.doc(user.uid).set(checkDocument({ photo: accepted.photo, photoURL }), { merge: true })
  if (before?.id) await removePhoto(user.uid, before.id)
  logger.info(
    { event: 'account.photo-saved', uid: user.uid, photoId: accepted.photo.id },
    'photo saved',
  )
  return {
    ok: true,
    redirectTo: '/settings#photo-title',
    toast: m.photo.saved,
    headers: await sessionWith(request, user, { photoURL }),
  }
}

async function removeOwnPhoto(
  request: Request,
  user: SessionUser,
  form: FormData,
): Promise<SettingsOutcome> {
  const submission = parseWithZod(form, { schema: RemovePhotoSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'remove-photo', result: submission.reply(), status: 400 }
  const before = (await users.doc(user.uid).get()).data()?.photo
  // a second press finds no photo: the first already removed it
  if (before?.id) {
    await users.doc(user.uid).set({ photo: null, photoURL: null }, { merge: true })
    await removePhoto(user.uid, before.id)
    logger.info({ event: 'account.photo-removed', uid: user.uid }, 'photo removed')
  }
  return {
    ok: true,
    redirectTo: '/settings#photo-title',
    toast: m.photo.removed,
    headers: await sessionWith(request, user, { photoURL: null }),
  }
}

export async function saveMailChoices(user: SessionUser, form: FormData): Promise<SettingsOutcome> {
  const submission = parseWithZod(form, { schema: NotificationsSchema })
  if (submission.status !== 'success')
    return { ok: false, intent: 'notifications', result: submission.reply(), status: 400 }
  const refused = await withinBudget(user.uid)
  if (refused)
    return {
      ok: false,
      intent: 'notifications',
      result: submission.reply({ formErrors: [refused.message] }),
      status: 429,
      retryAfterSeconds: refused.retryAfterSeconds,
    }
  const shownVendorTopics = submission.value.vendorTopics === 'shown'
  const chosen: Partial<MailChoices> = Object.fromEntries(
    mailTopicIds
      .filter((topic) => shownVendorTopics || !mailTopics[topic].vendor)
      .map((topic) => [topic, submission.value[topic]]),
  )
  const ref = users.doc(user.uid)
  // update() names each topic's own field; a profile that does not exist yet (made elsewhere) is made
  if (!(await ref.get()).exists) await ref.set({ uid: user.uid }, { merge: true })
  await ref.update(mailChoicesUpdate(chosen))
  logger.info(
    {
      event: 'account.mail-choices-saved',
      uid: user.uid,
      off: Object.entries(chosen)
        .filter(([, on]) => !on)
        .map(([topic]) => topic),
    },
    'mail choices saved',
  )
  return { ok: true, redirectTo: '/settings#notifications-title', toast: m.notifications.saved }
}

// The current password first (re-authentication), then the new one through firebase-admin. Every
// session of the account ends (its records, and Firebase's refresh tokens and session cookies
// through revocation); this browser gets a new session at once, with the same active role
export async function changePassword({
  request,
  clientIp,
  user,
  form,
}: Action): Promise<SettingsOutcome> {
  const submission = parseWithZod(form, { schema: PasswordSchema })
  const reply = (formErrors: string[]) =>
    submission.reply({
      formErrors,
      hideFields: ['currentPassword', 'newPassword', 'confirmPassword'],
    })
  if (submission.status !== 'success')
    return {
      ok: false,
      intent: 'password',
      result: submission.reply({
        hideFields: ['currentPassword', 'newPassword', 'confirmPassword'],
      }),
      status: 400,
    }
  const methods = user.demo ? null : await signInMethodsOf(user.uid)
  if (!methods?.hasPassword)
    return {
      ok: false,
      intent: 'password',
      result: reply([m.password.socialOnly(methods?.others.join(' or ') || 'another service')]),
      status: 409,
    }
  if (isDemoMode() && isSharedDemoAccount(methods.email))
    return {
      ok: false,
      intent: 'password',
      result: reply([messages.reset.sharedDemoAccount]),
      status: 403,
    }
  const { currentPassword, newPassword } = submission.value
  const check = await checkOwnPassword({
    request,
    clientIp,
    form,
    uid: user.uid,
    email: methods.email,
    password: currentPassword,
    purpose: 'password-change',
    wrongMessage: m.password.wrongCurrent,
  })
  if (!check.ok) {
    // the same form sent twice (a second press without JavaScript): the first already changed it
    const already =
      check.reason === 'wrong' ? await passwordSignIn(methods.email, newPassword) : null
    if (!already?.ok || already.value.localId !== user.uid)
      return {
        ok: false,
        intent: 'password',
        result: reply([check.message]),
        status: check.status,
        retryAfterSeconds: check.retryAfterSeconds,
      }
  } else {
    await auth().updateUser(user.uid, { password: newPassword })
    await auth().revokeRefreshTokens(user.uid)
    await endAllSessionsOf(user.uid, 'password-change')
    logger.info({ event: 'account.password-changed', uid: user.uid }, 'password changed')
  }
  const signedIn = await passwordSignIn(methods.email, newPassword)
  if (!signedIn.ok)
    return { ok: false, intent: 'password', result: reply([m.providerUnavailable]), status: 503 }
  const firebaseSession = await auth().createSessionCookie(signedIn.value.idToken, {
    expiresIn: sessionLifetimeMs,
  })
  const headers = await startSession(
    { ...user, lastLoginAt: Date.now() },
    { firebaseSession },
    request,
  )
  if (check.ok) headers.append('Set-Cookie', check.knownBrowserCookie)
  return { ok: true, redirectTo: '/settings#password-title', toast: m.password.changed, headers }
}
