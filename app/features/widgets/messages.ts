import { formatNumber } from '~/ui/format'

// what the widgets and their testing page say, in one place
export const widgetMessages = {
  attribution: 'Sample data: sales in Ames, Iowa, 2006–2010. An estimate, not an appraisal.',
  poweredBy: 'Threshold',
  poweredByText: 'By',
  valuation: {
    heading: 'What is a home worth?',
    frameTitle: 'Threshold home value estimate',
    summary:
      'An estimate of a home in Ames from its address or its facts, by the same model as the AI home valuation page.',
    submit: 'Estimate',
    fullReport: 'See the full estimate on Threshold',
  },
  search: {
    heading: 'Find a home in Ames',
    frameTitle: 'Threshold home search',
    summary:
      'A small search form and the newest matching homes for sale, each linking to its page on Threshold.',
    place: 'Neighborhood, city or ZIP',
    maxPrice: 'Max price',
    beds: 'Bedrooms, at least',
    submit: 'Search',
    results: (total: number) =>
      total === 1 ? '1 home for sale' : `${formatNumber(total)} homes for sale`,
    none: 'No home for sale matches. Try a wider search.',
    seeAll: (total: number) => `See all ${formatNumber(total)} on Threshold`,
  },
  testing: {
    title: 'Embeddable widgets',
    lead: 'Put a Threshold home value estimate or home search on your own site: paste the embed code into your page’s HTML. Each widget is a page of Threshold made to be framed by any site; it sets no cookies and needs no sign-in.',
    embedHeading: 'Embed code',
    previewHeading: 'Live preview',
    copyHint: 'Select the code and copy it into your page.',
  },
} as const
