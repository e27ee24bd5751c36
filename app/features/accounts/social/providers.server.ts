import { createCookieSessionStorage } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FacebookStrategy } from 'remix-auth-facebook'
import { GoogleStrategy } from 'remix-auth-google'
import { env, isDemoMode, isProduction, sessionSecrets } from '~/platform/env.server'

export const socialProviders = {
  google: { label: 'Google', providerId: 'google.com' },
  facebook: { label: 'Facebook', providerId: 'facebook.com' },
} as const
export type SocialProvider = keyof typeof socialProviders

export function isSocialProvider(value: unknown): value is SocialProvider {
  return value === 'google' || value === 'facebook'
}

// what the provider hands back: the tokens signInWithIdp needs, and the e-mail address its
// profile gives (checked against existing accounts before Firebase sees the tokens)
export type ProviderIdentity = {
  provider: SocialProvider
  idToken?: string
  accessToken: string
  email?: string
}

// the OAuth state lives in its own short-lived signed cookie, checked on the way back
const oauthSessions = () =>
  createCookieSessionStorage({
    cookie: {
      name: '__oauth',
      httpOnly: true,
      sameSite: 'lax',
      path: '/auth',
      maxAge: 600,
      secrets: sessionSecrets(),
      secure: isProduction() && !isDemoMode(),
    },
  })

type Credentials = { clientID: string; clientSecret: string }

// real client credentials, or in demo mode the stand-in's; null when a real provider is not set up
function credentialsFor(provider: SocialProvider): Credentials | null {
  const config = env()
  const clientID = provider === 'google' ? config.GOOGLE_CLIENT_ID : config.FACEBOOK_CLIENT_ID
  const clientSecret =
    provider === 'google' ? config.GOOGLE_CLIENT_SECRET : config.FACEBOOK_CLIENT_SECRET
  if (clientID && clientSecret) return { clientID, clientSecret }
  return isDemoMode() ? { clientID: `threshold-demo-${provider}`, clientSecret: 'stand-in' } : null
}

// the provider's sign-in page: configurable, and in demo mode without one, our stand-in
function authorizationUrlFor(provider: SocialProvider, origin: string): string | null {
  const base = env().OAUTH_PROVIDER_BASE_URL
  if (base) return `${base.replace(/\/$/, '')}/${provider}/authorize`
  const config = env()
  const hasRealClient = provider === 'google' ? config.GOOGLE_CLIENT_ID : config.FACEBOOK_CLIENT_ID
  if (isDemoMode() && !hasRealClient) return `${origin}/auth/stand-in/${provider}`
  return null
}

class ConfigurableGoogle<User> extends GoogleStrategy<User> {
  constructor(
    options: ConstructorParameters<typeof GoogleStrategy<User>>[0],
    verify: ConstructorParameters<typeof GoogleStrategy<User>>[1],
    authorizationURL: string | null,
  ) {
    super(options, verify)
    if (authorizationURL) this.authorizationURL = authorizationURL
  }
}

class ConfigurableFacebook<User> extends FacebookStrategy<User> {
  constructor(
    options: ConstructorParameters<typeof FacebookStrategy<User>>[0],
    verify: ConstructorParameters<typeof FacebookStrategy<User>>[1],
    authorizationURL: string | null,
  ) {
    super(options, verify)
    if (authorizationURL) this.authorizationURL = authorizationURL
  }
}

// an authenticator for one request (the callback URL depends on the origin it came to)
export function socialAuthenticator(provider: SocialProvider, origin: string) {
  const credentials = credentialsFor(provider)
  if (!credentials) return null
  const authenticator = new Authenticator<ProviderIdentity>(oauthSessions(), {
    sessionKey: 'identity',
    throwOnError: true,
  })
  const callbackURL = `${origin}/auth/${provider}/callback`
  const authorizationURL = authorizationUrlFor(provider, origin)
  const verify = async ({
    accessToken,
    extraParams,
    profile,
  }: {
    accessToken: string
    extraParams: Record<string, unknown>
    profile: { emails?: Array<{ value?: string }> }
  }) => ({
    provider,
    accessToken,
    idToken: typeof extraParams.id_token === 'string' ? extraParams.id_token : undefined,
    email: typeof profile.emails?.[0]?.value === 'string' ? profile.emails[0].value : undefined,
  })
  authenticator.use(
    provider === 'google'
      ? new ConfigurableGoogle({ ...credentials, callbackURL }, verify, authorizationURL)
      : new ConfigurableFacebook({ ...credentials, callbackURL }, verify, authorizationURL),
    provider,
  )
  return {
    authenticator,
    clearState: async (request: Request) =>
      oauthSessions().destroySession(
        await oauthSessions().getSession(request.headers.get('Cookie')),
      ),
  }
}
