// the listing flow's value lists, shared by its forms (features/sellers) and the draft's schema
// (core/data/seller-drafts.server.ts), which imports no feature

export const flowSteps = [
  'intent',
  'property',
  'details',
  'photos',
  'price',
  'plan',
  'review',
] as const
export type FlowStep = (typeof flowSteps)[number]

export const timings = ['now', 'six-months', 'exploring'] as const
export const agentChoices = ['without-agent', 'with-agent'] as const

// the styles a seller chooses from (their labels and stories: features/sellers/schemas.ts)
export const homeStyleIds = [
  'one-story',
  'one-and-a-half-story',
  'two-story',
  'two-and-a-half-story',
  'split-level',
] as const
export type HomeStyle = (typeof homeStyleIds)[number]
