import type { Experiment, Variant } from '~/core/data/experiments.server'
import { experimentStatuses, goals, variantIds } from '~/core/landing'

// an A/B test of a landing page, as experiments/{id} holds it; its counts are kept apart
// (experimentVariants/{id}_{variant}), one document per variant, so a visit writes one small
// document and never the test itself (docs/decisions/041-landing-pages-and-experiments.md)

export { experimentStatuses, goals, variantIds }
export type { Experiment, Variant }
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
export type VariantId = (typeof variantIds)[number]
export const controlId: VariantId = 'a'
export const variantName = (id: VariantId) =>
  `Variant ${id.toUpperCase()}${id === controlId ? ' (control)' : ''}`

export type ExperimentStatus = (typeof experimentStatuses)[number]

export type VariantCounts = { exposures: number; conversions: number }
