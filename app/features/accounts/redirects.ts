import { landingFor, type Role } from './roles'

const base = new URL('http://same.origin/')

// the one gate for every redirect whose target a visitor can influence (redirectTo, returnTo...):
// a path on this site or null. The URL parser normalizes (`/.//x` and `/%2e//x` become `//x`, a
// scheme-relative URL to another host), so what is checked is the output, not only the input.
export function safeRedirectPath(to: unknown): string | null {
  if (typeof to !== 'string' || to.length > 2048 || !isLocalPath(to)) return null
  let url: URL
  try {
    url = new URL(to, base)
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  return isLocalPath(path) && landsOn(path) === path ? path : null
}

// one leading slash, then not a second slash or a backslash (browsers read `/\x` as `//x`); no
// backslash or control character anywhere
function isLocalPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    path[1] !== '/' &&
    path[1] !== '\\' &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\u0000-\u001f\u007f\\]/.test(path)
  )
}

// where a browser lands when told `Location: path`, or null when that is another origin
function landsOn(path: string): string | null {
  const url = new URL(path, base)
  return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : null
}

type AfterSignIn = {
  redirectTo?: string | null
  redirect?: string | null
  plan?: string | null
  amount?: string | null
}

// spec §2: a payment hand-off wins, then a same-origin redirectTo, then the role's landing
export function landingAfterSignIn(role: Role, query: AfterSignIn): string {
  if (query.redirect === 'payment' && query.plan && query.amount) {
    return `/services?${new URLSearchParams({ autoSelect: query.plan.slice(0, 64), amount: query.amount.slice(0, 32) })}`
  }
  return requestedLanding(query.redirectTo) ?? landingFor(role)
}

// where a sign-in (password, demo or social) was asked to land: a path on this site that is not
// another auth page, or null
export function requestedLanding(redirectTo: unknown): string | null {
  const requested = safeRedirectPath(redirectTo)
  return requested && !requested.toLowerCase().startsWith('/auth/') ? requested : null
}
