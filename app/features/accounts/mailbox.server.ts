import { mail, type MailDocument } from '~/core/data/mail.server'
import { checkDocument } from '~/platform/document-rules'
import { projectId } from '~/platform/firebase.server'
import type { MailboxAccess } from './mailbox-cookie.server'
import type { SessionUser } from './session.server'

// DESIGN.md "Messages": mail is a document in `mail` in the shape of Firebase's Trigger Email
// extension; a real project sends it by installing the extension (with toUids looked up in
// `users`), the embedded default's mailbox shows each recipient their own
export type OutgoingMail = {
  toUid: string
  to: string
  subject: string
  text: string
  html?: string
}

export type Letter = {
  id: string
  to: string
  subject: string
  text: string
  link: string | null
  at: number
}
export type Mailbox = { letters: Letter[]; withheldResets: number }

const shownLetters = 50

export async function queueMail({ toUid, to, subject, text, html }: OutgoingMail): Promise<string> {
  const document: MailDocument = {
    to,
    toUids: [toUid],
    message: { subject, text, ...(html ? { html } : {}) },
    createdAt: Date.now(),
  }
  const ref = await mail.ref().add(checkDocument(document))
  return ref.id
}

// what this browser may read: the signed-in person's mail, and reset mail it asked for to an
// account it has signed in to (mailbox-cookie.server.ts says why both)
export async function mailboxFor(
  viewer: SessionUser | null,
  access: MailboxAccess,
): Promise<Mailbox> {
  const readable = new Set(access.requested.filter((email) => access.recipients.includes(email)))
  const [resets, letters] = await Promise.all([
    resetLettersTo(readable),
    viewer ? lettersFor(viewer.uid) : [],
  ])
  return {
    letters: [...resets, ...letters].sort((a, b) => b.at - a.at),
    withheldResets: access.requested.filter((email) => !readable.has(email)).length,
  }
}

async function lettersFor(uid: string): Promise<Letter[]> {
  const snapshot = await mail.ref().where('toUids', 'array-contains', uid).limit(shownLetters).get()
  return snapshot.docs.map((doc) => {
    const letter = doc.data()
    return {
      id: doc.id,
      to: letter.to,
      subject: letter.message.subject,
      text: letter.message.text,
      link: null,
      at: letter.createdAt,
    }
  })
}

// demo mode sends no e-mail: the Auth emulator keeps the out-of-band codes it would have sent,
// and lists them to anyone who asks it; only this page may ask, and shows only the readable ones
async function resetLettersTo(readable: Set<string>): Promise<Letter[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host || readable.size === 0) return []
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId()}/oobCodes`, {
    signal: AbortSignal.timeout(5_000),
  })
  if (!response.ok) throw new Error(`auth emulator answered ${response.status}`)
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobCode: string }>
  }
  const now = Date.now()
  return oobCodes
    .filter(
      (code) => code.requestType === 'PASSWORD_RESET' && readable.has(code.email.toLowerCase()),
    )
    .reverse()
    .map((code, index) => ({
      id: code.oobCode,
      to: code.email,
      subject: 'Reset your Threshold password',
      text: 'Follow the link to choose a new password.',
      link: `/auth/reset-password?${new URLSearchParams({ oobCode: code.oobCode })}`,
      // the emulator keeps no times, only the order it made them in
      at: now - index,
    }))
}
