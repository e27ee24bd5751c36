import { initializeApp, getApps, type FirebaseApp } from 'firebase/app'
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth'
import type { PopupConfig } from './popup-config'
import { popupFailureMessage, popupOffersRedirect } from './popup-errors'

// loaded only when a social button is pointed at, focused or pressed (its own chunk): the Firebase
// web SDK opens the provider's popup and hands back an ID token for the server to turn into our
// session. Nothing is kept in the browser: the Firebase user lives in memory and is signed out
let ready: Auth | undefined

export function popupAuth(config: PopupConfig): Auth {
  if (ready) return ready
  const app: FirebaseApp =
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    })
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  })
  if (config.emulatorOrigin)
    connectAuthEmulator(auth, config.emulatorOrigin, { disableWarnings: true })
  ready = auth
  return auth
}

export async function popupIdToken(
  provider: 'google' | 'facebook',
  config: PopupConfig,
): Promise<string> {
  const auth = popupAuth(config)
  const result = await signInWithPopup(
    auth,
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
  )
  const idToken = await result.user.getIdToken()
  await signOut(auth)
  return idToken
}

// what the sign-in page says when the popup did not give a token (the spec's words live here, in
// this chunk, so the login page's first load does not carry them twice)
export function popupFailure(provider: 'google' | 'facebook', error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return { message: popupFailureMessage(provider, code), offerRedirect: popupOffersRedirect(code) }
}
