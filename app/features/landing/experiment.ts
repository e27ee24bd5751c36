import type { LandingWords } from './landing-page'

// an A/B test of a landing page, as experiments/{id} holds it; its counts are kept apart
// (experimentVariants/{id}_{variant}), one document per variant, so a visit writes one small
// document and never the test itself (docs/decisions/041-landing-pages-and-experiments.md)

export const goals = ['sign-up', 'form-post'] as const
export type Goal = (typeof goals)[number]
export const goalLabels: Record<Goal, string> = {
  'sign-up': 'Sign-up: the visitor creates an account after seeing the page',
  'form-post':
    'Button press: the visitor presses the page’s button, which is counted and then opens the button’s page',
}
export const goalNames: Record<Goal, string> = {
  'sign-up': 'Sign-ups',
  'form-post': 'Button presses',
}

// A is the control: the page as it was when the test started, unless the admin changed it here
export const variantIds = ['a', 'b', 'c', 'd'] as const
export type VariantId = (typeof variantIds)[number]
export const controlId: VariantId = 'a'
export const variantName = (id: VariantId) =>
  `Variant ${id.toUpperCase()}${id === controlId ? ' (control)' : ''}`

export type Variant = LandingWords & { id: VariantId; split: number }

export type ExperimentStatus = 'running' | 'stopped'

export type Experiment = {
  id: string
  slug: string
  goal: Goal
  variants: Variant[]
  status: ExperimentStatus
  startedAt: number
  startedBy: string
  stoppedAt: number | null
  stoppedBy: string | null
  // the variant whose words became the page's own when the test stopped
  promoted: VariantId | null
}

export type VariantCounts = { exposures: number; conversions: number }
