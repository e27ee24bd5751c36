import { createCookieSessionStorage } from '@remix-run/node'
import { getSessionUser } from '~/features/accounts/session.server'
import { checkDocument } from '~/platform/document-rules'
import { isDemoMode, isProduction, sessionSecrets } from '~/platform/env.server'
import { users, type UserDocument } from '~/core/data/users.server'
import type { Application } from './affordability'

export type BuyerPreferences = {
  budget?: number
  area?: string
  beds?: number
  baths?: number
  mustHaves: string[]
}
export type BuyerState = { preferences?: BuyerPreferences; application?: Partial<Application> }

// a buyer's answers: on users/{uid} when signed in, in a signed cookie when not (so the
// questionnaire and the application work for anyone, with or without an account)
const visitorStore = () =>
  createCookieSessionStorage<BuyerState>({
    cookie: {
      name: '__buyer',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
      secrets: sessionSecrets(),
      secure: isProduction() && !isDemoMode(),
    },
  })

export async function loadBuyerState(request: Request): Promise<BuyerState> {
  const user = await getSessionUser(request)
  if (user) {
    const profile = (await users.doc(user.uid).get()).data()
    return { preferences: profile?.buyerPreferences, application: profile?.preQualification }
  }
  const session = await visitorStore().getSession(request.headers.get('Cookie'))
  return { preferences: session.get('preferences'), application: session.get('application') }
}

// merges the change in and returns the headers to send (a cookie for visitors, none otherwise)
export async function saveBuyerState(request: Request, change: BuyerState): Promise<Headers> {
  const user = await getSessionUser(request)
  if (user) {
    const update: Partial<UserDocument> = {}
    if (change.preferences) update.buyerPreferences = change.preferences
    if (change.application)
      update.preQualification = {
        ...(await loadBuyerState(request)).application,
        ...change.application,
      }
    await users
      .doc(user.uid)
      .set(checkDocument({ ...update, updatedAt: Date.now() }), { merge: true })
    return new Headers()
  }
  const store = visitorStore()
  const session = await store.getSession(request.headers.get('Cookie'))
  if (change.preferences) session.set('preferences', change.preferences)
  if (change.application)
    session.set('application', { ...session.get('application'), ...change.application })
  return new Headers({ 'Set-Cookie': await store.commitSession(session) })
}
