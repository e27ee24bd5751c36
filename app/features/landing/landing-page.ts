// a landing page made in /landing-admin, as landingPages/{slug} holds it

export const audiences = ['buyers', 'sellers', 'vendors', 'everyone'] as const
export type Audience = (typeof audiences)[number]
export const audienceLabels: Record<Audience, string> = {
  buyers: 'Buyers',
  sellers: 'Sellers',
  vendors: 'Service providers',
  everyone: 'Everyone',
}

export type LandingStatus = 'draft' | 'published'
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

export type LandingSection = { heading: string; body: string }

// the words an A/B test's variant may change
export type LandingWords = {
  title: string
  heroHeading: string
  heroText: string
  ctaLabel: string
}

export type LandingPage = {
  slug: string
  title: string
  hero: { heading: string; text: string }
  sections: LandingSection[]
  cta: { label: string; path: string }
  audience: Audience
  status: LandingStatus
  createdAt: number
  createdBy: string
  updatedAt: number
  updatedBy: string
  // the A/B test running on the page, if any
  experimentId: string | null
}

export const landingPath = (slug: string) => `/landing/${slug}`

export const wordsOf = (page: Pick<LandingPage, 'title' | 'hero' | 'cta'>): LandingWords => ({
  title: page.title,
  heroHeading: page.hero.heading,
  heroText: page.hero.text,
  ctaLabel: page.cta.label,
})
