// the /how-it-works page: each side of the market, step by step, every step linking to the page
// where it is done. Links name paths of the route table only (how-it-works.test.ts checks them)
export type StepLink = { to: string; label: string }
export type Step = { title: string; text: string; links: StepLink[] }
// audience: the kind of account whose pages the steps link to
export type Journey = {
  id: string
  heading: string
  intro: string
  overview?: StepLink
  audience: 'buyer' | 'seller' | 'vendor'
  steps: Step[]
}

export const journeys: Journey[] = [
  {
    id: 'buying',
    heading: 'Buying a home',
    intro:
      'From the first search to the signed contract. You can search and value homes without an account; saving, touring and offering need one.',
    overview: { to: '/buyer-workflow', label: 'Your path to closing, with your progress' },
    audience: 'buyer',
    steps: [
      {
        title: 'Say what you want',
        text: 'Answer a few questions: budget, area, bedrooms and must-haves. We keep your answers and show the homes that fit, with the reasons.',
        links: [{ to: '/buyer-flow', label: 'Tell us what you want' }],
      },
      {
        title: 'Search',
        text: 'Filter by place, price, size, type and features, or describe the home in your own words. Save a search to hear about new matches.',
        links: [{ to: '/property-search', label: 'Search homes' }],
      },
      {
        title: 'Look closely',
        text: "Each home's page has its facts, price history, an estimate with its range and the comparable sales behind it. Save the home, or ask the seller a question.",
        links: [{ to: '/properties', label: 'Browse homes for sale' }],
      },
      {
        title: 'Check the price',
        text: 'Value any home from its address or facts, or compare it with recorded sales adjusted line by line.',
        links: [
          { to: '/ai-valuation', label: 'Value a home' },
          { to: '/cma', label: 'Compare recorded sales' },
        ],
      },
      {
        title: 'Know what you can afford',
        text: 'Income, debts, down payment and rate give the price you can afford. Your answers are saved as you go.',
        links: [{ to: '/fast-online-application', label: 'Get pre-qualified' }],
      },
      {
        title: 'Tour',
        text: "Book a tour from the home's page; the seller confirms it or proposes another time. Your tours are listed with a calendar file to download, and you can cancel.",
        links: [{ to: '/appointments', label: 'Your appointments' }],
      },
      {
        title: 'Make an offer',
        text: "Make an offer from the home's page. The seller accepts, counters or declines, and your dashboard shows every answer.",
        links: [{ to: '/buyer-dashboard', label: 'Your buyer dashboard' }],
      },
      {
        title: 'Keep the paperwork',
        text: 'Keep disclosures, letters and reports in one place and share them with the other side. A purchase contract can be reviewed for its terms, deadlines and risks.',
        links: [
          { to: '/documents', label: 'Your documents' },
          { to: '/contract-terms', label: 'Review a contract' },
        ],
      },
    ],
  },
  {
    id: 'selling',
    heading: 'Selling a home',
    intro:
      'List your home yourself, with as much expert help as you want. You can start without an account; publishing needs one.',
    overview: { to: '/seller-dashboard-authentic', label: 'Your seller dashboard' },
    audience: 'seller',
    steps: [
      {
        title: 'Start your listing',
        text: 'Six short steps: when you want to sell, the address, the details and photos, the price, a plan, and a review before you publish. Your progress is kept between visits.',
        links: [{ to: '/seller-flow', label: 'Start or continue your listing' }],
      },
      {
        title: 'Price it with evidence',
        text: "The price step shows what the valuation model estimates from the home's facts and the recorded sales of homes like it. You choose the asking price.",
        links: [
          { to: '/ai-valuation-details', label: 'How the estimate works' },
          { to: '/cma', label: 'Comparative market analysis' },
        ],
      },
      {
        title: 'Choose the help you want',
        text: 'Sell on your own or add an expert. A plan with a price is paid at checkout; nothing is charged before.',
        links: [{ to: '/marketplace', label: 'Plans and prices' }],
      },
      {
        title: 'Make the listing stronger',
        text: 'A score out of 100 for each listing with what to fix, a description written from its facts and checked for fair-housing wording, and flyers, social posts and open-house sheets.',
        links: [
          { to: '/listing-optimization', label: 'Listing scores' },
          { to: '/AIListingEnhancer', label: 'Write or check a description' },
          { to: '/marketing-materials', label: 'Marketing materials' },
        ],
      },
      {
        title: 'Answer buyers',
        text: 'Questions, tour requests and offers come to you. Answer, confirm or propose a time, and accept, counter or decline.',
        links: [{ to: '/seller/dashboard/inquiries', label: 'Questions, tours and offers' }],
      },
      {
        title: 'Keep it current',
        text: 'Edit the details and price, change the photos, and follow each status change until the home is sold.',
        links: [{ to: '/seller/dashboard/listings', label: 'Your listings' }],
      },
    ],
  },
  {
    id: 'hiring',
    heading: 'Hiring help',
    intro: 'Inspectors, lenders, agents, attorneys and everyone else a home sale needs.',
    audience: 'buyer',
    steps: [
      {
        title: 'Find an expert',
        text: 'Tell us what you need and where to be matched, or browse every provider with their prices, area and reviews.',
        links: [{ to: '/service-experts', label: 'Find an expert' }],
      },
      {
        title: 'Ask for quotes',
        text: 'Describe the job. Matched providers are told and can answer with a quote; compare them side by side and hire one.',
        links: [{ to: '/request-service', label: 'Request a service' }],
      },
      {
        title: 'Book it',
        text: 'A hired job is booked with its date, beside your tours. After the job you can review the provider.',
        links: [{ to: '/appointments', label: 'Your tours and jobs' }],
      },
      {
        title: 'Or buy a bundle',
        text: 'Services a sale usually needs, together at one price, paid at checkout.',
        links: [{ to: '/marketplace', label: 'Service bundles' }],
      },
    ],
  },
  {
    id: 'providing',
    heading: 'Offering your services',
    intro:
      'For inspectors, lenders, agents, photographers and other providers, with an account of the vendor kind.',
    audience: 'vendor',
    steps: [
      {
        title: 'Set up your business',
        text: 'Your categories, service area, prices and licence: what clients see on your profile and what matching uses.',
        links: [{ to: '/vendor-onboarding', label: 'Your business profile' }],
      },
      {
        title: 'Answer leads',
        text: 'Requests that match you arrive as leads. Accept or decline, send a quote, and follow the jobs you won.',
        links: [{ to: '/vendor-dashboard', label: 'Vendor dashboard' }],
      },
      {
        title: 'Choose what reaches you',
        text: 'Pause new leads when you are busy, choose which e-mail you get, and add your logo.',
        links: [{ to: '/vendor/settings', label: 'Vendor settings' }],
      },
      {
        title: 'See how you are doing',
        text: 'Your lead funnel, win rate and revenue by month.',
        links: [{ to: '/enhanced-vendor-dashboard', label: 'Your figures' }],
      },
    ],
  },
]
