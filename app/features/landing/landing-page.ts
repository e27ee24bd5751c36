import { audiences, landingStatuses } from '~/core/landing'
import type { LandingPage, LandingSection } from '~/core/data/landing-pages.server'

// a landing page made in /landing-admin, as landingPages/{slug} holds it (its module declares it)
export { audiences, landingStatuses }
export type { LandingPage, LandingSection }
export type Audience = (typeof audiences)[number]
export const audienceLabels: Record<Audience, string> = {
  buyers: 'Buyers',
  sellers: 'Sellers',
  vendors: 'Service providers',
  everyone: 'Everyone',
}

export type LandingStatus = (typeof landingStatuses)[number]
export const statusLabels: Record<LandingStatus, string> = {
  draft: 'Draft',
  published: 'Published',
}

// without JavaScript the form has a fixed number of section fields; blank ones are left out
export const maxSections = 4

// Threshold's own landing pages are routes of their own: no made page may take their address
// (landing-page.test.ts holds this list to the route table)
export const fixedLandingSlugs = [
  'ai-home-valuation',
  'commission-savings-calculator',
  'fsbo-expert-support',
] as const

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const slugLength = { min: 3, max: 60 } as const

// the words an A/B test's variant may change
export type LandingWords = {
  title: string
  heroHeading: string
  heroText: string
  ctaLabel: string
}

export const landingPath = (slug: string) => `/landing/${slug}`

export const wordsOf = (page: Pick<LandingPage, 'title' | 'hero' | 'cta'>): LandingWords => ({
  title: page.title,
  heroHeading: page.hero.heading,
  heroText: page.hero.text,
  ctaLabel: page.cta.label,
})
