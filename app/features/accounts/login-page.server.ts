import { isDemoMode } from '~/platform/env.server'
import { authBackend } from './auth-backend.server'
import { demoAccounts, demoPassword } from './demo-users.server'
import { roleLabels } from './roles'
import { getSessionUser } from './session.server'
import { popupConfig } from './social/popup-config.server'

// the sign-in page: the social popup's public web config (ADR 025); in demo mode the form comes
// filled with the first demo account, and a test panel names the auth backend, the session and
// the demo accounts
export async function loginPage(request: Request) {
  if (!isDemoMode()) return { prefill: null, testPanel: null, popup: popupConfig() }
  const user = await getSessionUser(request)
  return {
    popup: popupConfig(),
    prefill: { email: demoAccounts[0].email, password: demoPassword },
    testPanel: {
      backend: authBackend(),
      session: user
        ? `Signed in as ${user.displayName || user.email} (${roleLabels[user.role]}${user.demo ? ', demo user' : ''})`
        : 'Signed out',
      accounts: demoAccounts.map((account) => ({
        email: account.email,
        role: roleLabels[account.role],
      })),
      password: demoPassword,
    },
  }
}
