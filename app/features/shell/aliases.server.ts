import { getSessionUser } from '~/features/accounts/session.server'

type Target = string | ((request: Request) => Promise<string>)

// aliases in the route table (app/routes.ts), by route id, redirect (302) to their canonical
// page; some depend on who is asking
const aliases: Record<string, Target> = {
  experts: '/service-experts',
  'seller-dashboard': '/seller-dashboard-authentic',
  'demo-seller-dashboard': '/seller-dashboard-demo',
  inquiries: async (request) => {
    const user = await getSessionUser(request)
    return user?.role === 'seller'
      ? '/seller/dashboard/inquiries'
      : '/buyer-dashboard#inquiries-title'
  },
}

export async function aliasTarget(request: Request, routeId: string): Promise<string | null> {
  const target = aliases[routeId]
  if (!target) return null
  const path = typeof target === 'string' ? target : await target(request)
  const { search } = new URL(request.url)
  return search && !path.includes('#') ? `${path}${search}` : path
}
