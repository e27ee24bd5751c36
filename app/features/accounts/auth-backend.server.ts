import { isDemoMode } from '~/platform/env.server'
import { projectId } from '~/platform/firebase.server'

// what the login page's test panel says about where identities live
export function authBackend(): { label: string; detail: string } {
  if (isDemoMode()) {
    return {
      label: 'Firebase Auth emulator (demo mode)',
      detail: `project ${projectId()} at ${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? 'an unknown host'}`,
    }
  }
  return { label: 'Firebase Authentication', detail: `project ${projectId()}` }
}
