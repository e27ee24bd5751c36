// The value lists of landing pages and their A/B tests (features/landing), here so their collection
// modules (app/core/data/landing-pages.server.ts, experiments.server.ts) check documents against the
// same lists the pages show

export const audiences = ['buyers', 'sellers', 'vendors', 'everyone'] as const
export const landingStatuses = ['draft', 'published'] as const

export const goals = ['sign-up', 'form-post'] as const
// A is the control: the page as it was when the test started, unless the admin changed it here
export const variantIds = ['a', 'b', 'c', 'd'] as const
export const experimentStatuses = ['running', 'stopped'] as const
