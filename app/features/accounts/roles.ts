export const roles = ['buyer', 'seller', 'vendor', 'admin'] as const
export type Role = (typeof roles)[number]

// the spec's stored-role mapping: anything unknown or empty is a buyer
export function roleFromStored(stored: unknown): Role {
  switch (stored) {
    case 'seller':
      return 'seller'
    case 'vendor':
      return 'vendor'
    case 'admin':
      return 'admin'
    default:
      return 'buyer'
  }
}

const landings: Record<Role, string> = {
  buyer: '/buyer-dashboard',
  seller: '/seller-dashboard-authentic',
  vendor: '/vendor-dashboard',
  admin: '/analytics-dashboard',
}

export function dashboardFor(role: Role): string {
  return landings[role]
}

// after sign-in or registration (spec §2 post-login landing): admin has no landing of its own there
export function landingFor(role: Role): string {
  return role === 'admin' ? '/' : landings[role]
}

export const roleLabels: Record<Role, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  vendor: 'Vendor',
  admin: 'Admin',
}

// the quick demo users of /demo-login and the role switcher
export const quickDemoRoles = ['buyer', 'seller', 'vendor'] as const satisfies readonly Role[]
export type QuickDemoRole = (typeof quickDemoRoles)[number]
