import { landingFor, type Role } from './roles'

// only a path on this site: no scheme, no other host, no protocol-relative or backslash tricks
export function safeRedirectPath(to: unknown): string | null {
  if (typeof to !== 'string' || to.length > 2048) return null
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(to)) return null
  try {
    const url = new URL(to, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

type AfterSignIn = { redirectTo?: string | null; redirect?: string | null; plan?: string | null; amount?: string | null }

// spec §2: a payment hand-off wins, then a same-origin redirectTo, then the role's landing
export function landingAfterSignIn(role: Role, query: AfterSignIn): string {
  if (query.redirect === 'payment' && query.plan && query.amount) {
    return `/services?${new URLSearchParams({ autoSelect: query.plan.slice(0, 64), amount: query.amount.slice(0, 32) })}`
  }
  const requested = safeRedirectPath(query.redirectTo)
  if (requested && !requested.startsWith('/auth/')) return requested
  return landingFor(role)
}
