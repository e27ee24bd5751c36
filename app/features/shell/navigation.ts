import { isWidgetPath } from '~/features/widgets/widgets'

// spec §2 Top navigation, in order; "Why the product?" reads "Why Threshold?" (DESIGN.md)
export const primaryNavigation = [
  { label: 'Buy', to: '/buyer-flow' },
  { label: 'Sell', to: '/seller-flow' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Pricing', to: '/marketplace' },
  { label: 'Why Threshold?', to: '/why-threshold' },
  { label: 'Experts', to: '/service-experts' },
] as const

export const mapSearchLabel = 'Map Search'
export const getStarted = {
  to: '/get-started',
  desktopLabel: 'Get Started Today',
  mobileLabel: 'GET STARTED',
} as const

export const footerLinks = [
  { label: 'Browse properties', to: '/properties' },
  { label: 'AI property matching', to: '/buyer-flow' },
  { label: 'Virtual tours', to: '/appointments' },
  { label: 'Choosing experts', to: '/service-experts' },
  { label: 'Document review', to: '/documents' },
  { label: 'Contract analysis', to: '/contract-terms' },
] as const

const authScreens = ['/get-started', '/demo-login']

export function isAuthScreen(pathname: string): boolean {
  return pathname.startsWith('/auth/') || authScreens.includes(pathname.replace(/\/$/, ''))
}

// a widget (framed by other sites) is bare: no header, footer, demo banner or account (ADR 040)
export function shellFor(pathname: string) {
  const auth = isAuthScreen(pathname)
  const bare = isWidgetPath(pathname)
  const home = pathname === '/'
  return {
    showHeader: !auth && !bare,
    showFooter: !auth && !home && !bare,
    padded: !auth && !home && !bare,
    bare,
  }
}
