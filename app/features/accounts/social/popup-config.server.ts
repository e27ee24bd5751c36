import { env, isDemoMode } from '~/platform/env.server'
import { projectId } from '~/platform/firebase.server'
import type { PopupSources } from '~/platform/http/security-headers.server'
import type { PopupConfig } from './popup-config'

// the login page's web config for the popup: from FIREBASE_API_KEY, FIREBASE_PROJECT_ID and
// FIREBASE_AUTH_DOMAIN, or in demo mode the embedded Auth emulator (which takes any API key)
export function popupConfig(): PopupConfig | null {
  const config = env()
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (isDemoMode()) {
    if (!emulatorHost) return null
    return {
      apiKey: 'demo-api-key',
      authDomain: `${projectId()}.firebaseapp.com`,
      projectId: projectId(),
      emulatorOrigin: `http://${emulatorHost}`,
    }
  }
  if (!config.FIREBASE_PROJECT_ID || !config.FIREBASE_API_KEY) return null
  return {
    apiKey: config.FIREBASE_API_KEY,
    authDomain: authDomainOf(config),
    projectId: config.FIREBASE_PROJECT_ID,
    emulatorOrigin: emulatorHost ? `http://${emulatorHost}` : null,
  }
}

export function authDomainOf(config: {
  FIREBASE_PROJECT_ID?: string
  FIREBASE_AUTH_DOMAIN?: string
}): string {
  return config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`
}

// the pages with the popup, and what their Content-Security-Policy must allow for it: Google's
// gapi loader (the SDK's iframe messaging), the hidden iframe on the auth domain (the Auth
// emulator in demo mode) and the Identity Toolkit and Secure Token APIs (or the emulator)
export const popupPages = ['/auth/login', '/auth/register']

export function popupCspSources(): PopupSources | undefined {
  const config = popupConfig()
  if (!config) return undefined
  const gapi = ['https://apis.google.com']
  if (config.emulatorOrigin)
    return {
      paths: popupPages,
      scriptSrc: gapi,
      frameSrc: [config.emulatorOrigin],
      connectSrc: [config.emulatorOrigin],
    }
  return {
    paths: popupPages,
    scriptSrc: gapi,
    frameSrc: [`https://${config.authDomain}`],
    connectSrc: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  }
}
