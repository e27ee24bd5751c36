import type { Role } from '~/features/accounts/roles'

export type Access = 'public' | 'signed-in' | Role

export type PlannedPage = { heading: string; summary: string; access: Access }

// pages whose issue has not delivered them yet, by their id in the route table (app/routes.ts):
// each shows its heading and what it will do
export const plannedPages: Record<string, PlannedPage> = {
  'clear-cache': { heading: "Clear this site's data", summary: "Remove this site's cookies, storage and any demo session from this browser.", access: 'public' },



  'neighborhood-explorer': { heading: 'Neighborhood explorer', summary: 'Areas by price, trend, inventory and days on market, on a map.', access: 'public' },
  'idx-listings': { heading: 'IDX listings', summary: 'Listings imported from an IDX/RESO feed.', access: 'public' },
  'widget-testing': { heading: 'Embeddable widgets', summary: 'Valuation and search widgets with their embed code and a live preview.', access: 'public' },
  'analytics-dashboard': { heading: 'Platform analytics', summary: 'Users by role, listings, leads, conversions and page views.', access: 'admin' },
  'how-it-works': { heading: 'How Threshold works', summary: 'How buying, selling and services work here.', access: 'public' },
  'why-threshold': { heading: 'Why Threshold?', summary: 'What makes Threshold different.', access: 'public' },

  'landing-commission-savings-calculator': { heading: 'Commission savings calculator', summary: 'Enter a price and commission rates to see what you keep.', access: 'public' },
  'landing-fsbo-expert-support': { heading: 'Sell it yourself, with experts on call', summary: 'For-sale-by-owner with expert support when you need it.', access: 'public' },
  'landing-page': { heading: 'Threshold', summary: 'A page made in landing admin.', access: 'public' },
  'landing-ab-test': { heading: 'Landing experiments', summary: 'Variants, traffic split, conversions and significance.', access: 'admin' },
  'landing-admin': { heading: 'Landing pages', summary: 'Create, edit and publish landing pages.', access: 'admin' },
}
