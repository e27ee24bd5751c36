import { createCookie } from '@remix-run/node'
import { isDemoMode, isProduction, sessionSecrets } from '~/platform/env.server'
import { requestedLanding } from '../redirects'

// where a social sign-in lands, kept across the provider's round trip beside the OAuth state (a
// signed cookie for /auth, gone in 10 minutes); only a path the same checks as redirectTo accept
const returnCookie = () =>
  createCookie('__signin_return', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    maxAge: 600,
    secrets: sessionSecrets(),
    secure: isProduction() && !isDemoMode(),
  })

// the provider redirect, carrying the landing the sign-in page was asked for (if any)
export async function withSocialReturn(
  providerRedirect: Response,
  redirectTo: unknown,
): Promise<Response> {
  const landing = requestedLanding(redirectTo)
  if (landing)
    providerRedirect.headers.append('Set-Cookie', await returnCookie().serialize(landing))
  return providerRedirect
}

// the landing kept for the callback, or null, and the header that forgets it
export async function takeSocialReturn(
  request: Request,
): Promise<{ landing: string | null; clear: string }> {
  const kept: unknown = await returnCookie().parse(request.headers.get('Cookie'))
  return {
    landing: requestedLanding(kept),
    clear: await returnCookie().serialize('', { maxAge: 0 }),
  }
}
