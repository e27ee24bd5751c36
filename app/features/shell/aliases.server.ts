import { getSessionUser, requireUser } from '~/features/accounts/session.server'

type Target = string | ((request: Request) => Promise<string>)

// aliases redirect (302) to their canonical path; some depend on who is asking
const aliases: Record<string, Target> = {
  '/experts': '/service-experts',
  '/seller-dashboard': '/seller-dashboard-authentic',
  '/demo-seller-dashboard': '/seller-dashboard-demo',
  '/inquiries': async (request) => {
    const user = await getSessionUser(request)
    return user?.role === 'seller' ? '/seller/dashboard/inquiries' : '/buyer-dashboard#inquiries'
  },
  '/settings': async (request) => {
    const user = await requireUser(request)
    if (user.role === 'seller') return '/seller/dashboard/settings'
    if (user.role === 'vendor') return '/vendor/settings'
    return '/buyer-dashboard#settings'
  },
}

export async function aliasTarget(request: Request): Promise<string | null> {
  const url = new URL(request.url)
  const target = aliases[url.pathname.replace(/\/$/, '')]
  if (!target) return null
  const path = typeof target === 'string' ? target : await target(request)
  return url.search && !path.includes('#') ? `${path}${url.search}` : path
}
