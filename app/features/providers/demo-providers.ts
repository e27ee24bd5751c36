import { stableHash } from '~/core/stable-hash'
import { providerCategories, usualUnit, type ProviderCategory } from './categories'
import type { Price, Provider, Review, SubRatings } from './provider'

// The demo market's providers: generated, stable from run to run, and labelled as demo data
// wherever they are shown, as the homes are. One of them belongs to the demo vendor account, so
// the vendor side of a request can be seen by signing in as that vendor.
export const demoVendorUid = 'demo-account-vendor'
export const demoVendorProviderId = 'demo-val-vendor-inspections'

const amesCenter = { lat: 42.0308, lng: -93.6319 }
const marketZips = ['50010', '50014', '50105']

const firstNames = [
  'Avery',
  'Jordan',
  'Morgan',
  'Riley',
  'Casey',
  'Quinn',
  'Taylor',
  'Rowan',
  'Harper',
  'Emerson',
  'Skyler',
  'Dakota',
  'Reese',
  'Peyton',
  'Logan',
  'Hayden',
]
const lastNames = [
  'Lindqvist',
  'Okafor',
  'Brennan',
  'Hartmann',
  'Vasquez',
  'Nakamura',
  'Sorensen',
  'Whitfield',
  'Delgado',
  'Kowalski',
  'Abernathy',
  'Castellano',
  'Fairbanks',
  'Halvorsen',
  'Mbeki',
  'Thorsen',
]
const businessWords = [
  'Prairie',
  'Cyclone',
  'Skunk River',
  'Story County',
  'Campustown',
  'Ada Hayden',
  'Squaw Creek',
  'Heartland',
  'Northwood',
  'Lincoln Way',
]
const businessKinds: Record<ProviderCategory, string> = {
  'buyers-agent': 'Buyer Advocates',
  'listing-agent': 'Realty',
  'mortgage-lender': 'Home Lending',
  inspector: 'Home Inspections',
  appraiser: 'Appraisal Group',
  attorney: 'Law',
  'title-escrow': 'Title & Escrow',
  photographer: 'Home Photography',
  stager: 'Staging',
  mover: 'Moving Co.',
  contractor: 'Builders',
}
const priceRange: Record<ProviderCategory, [number, number, number]> = {
  'buyers-agent': [2, 3, 0.25],
  'listing-agent': [1.5, 3, 0.25],
  'mortgage-lender': [900, 1800, 50],
  inspector: [325, 575, 25],
  appraiser: [450, 700, 25],
  attorney: [600, 1200, 50],
  'title-escrow': [800, 1500, 50],
  photographer: [150, 400, 25],
  stager: [800, 2500, 100],
  mover: [90, 160, 5],
  contractor: [60, 110, 5],
}
const includes: Record<ProviderCategory, string> = {
  'buyers-agent': 'Showings, offer strategy and negotiation, through closing',
  'listing-agent': 'Pricing, listing, showings and negotiation, through closing',
  'mortgage-lender': 'Origination fee: pre-approval, rate lock and the loan through closing',
  inspector: 'Whole-home inspection with a written report and photos within 24 hours',
  appraiser: 'Full appraisal report for a single-family home',
  attorney: 'Contract review and closing representation',
  'title-escrow': 'Title search, title insurance commitment and escrow at closing',
  photographer: 'Up to 30 edited photos, delivered in 48 hours',
  stager: 'Consultation and staging of the main rooms for 30 days',
  mover: 'Two movers and a truck, three-hour minimum',
  contractor: 'Repairs and small renovations, materials billed at cost',
}
const licenceKinds: Partial<Record<ProviderCategory, [kind: string, prefix: string]>> = {
  'buyers-agent': ['Iowa real estate salesperson licence', 'S'],
  'listing-agent': ['Iowa real estate broker licence', 'B'],
  'mortgage-lender': ['NMLS', 'NMLS '],
  inspector: ['InterNACHI certified inspector', 'NACHI'],
  appraiser: ['Iowa certified residential appraiser', 'CR0'],
  attorney: ['Iowa State Bar', 'AT00'],
  'title-escrow': ['Iowa Title Guaranty participating attorney/abstractor', 'ITG-'],
  mover: ['USDOT', 'USDOT '],
  contractor: ['Iowa contractor registration', 'C'],
}
// a demo review says what the provider did for this kind of job, then what its ratings say: the
// best part when it is good, the worst when it is not, so the words never contradict the stars
export const serviceLines: Record<ProviderCategory, readonly string[]> = {
  'buyers-agent': [
    'We saw nine homes over two weekends and our second offer was accepted.',
    'Went through every line of the offer with us before we signed.',
    'Pointed out the flood zone on a house we loved before we made an offer.',
  ],
  'listing-agent': [
    'Our house went under contract eleven days after it was listed.',
    'The pricing advice was backed by sales on our own street.',
    'Handled three showings a day in the first week without a hitch.',
  ],
  'mortgage-lender': [
    'Pre-approval came through in two days and the rate lock held to closing.',
    'Compared a 15-year and a 30-year loan for us side by side.',
    'Caught a missing pay stub early so underwriting did not stall.',
  ],
  inspector: [
    'The report flagged a slow leak under the kitchen sink we had missed.',
    'Spent three hours on the house and crawled the whole attic.',
    'Explained which findings mattered and which were routine upkeep.',
  ],
  appraiser: [
    'The appraisal came in on time and matched the contract price.',
    'Listed the comparable sales used, with a reason for each adjustment.',
    'Measured every room and noted the finished basement correctly.',
  ],
  attorney: [
    'Found a problem with the easement before closing and got it fixed.',
    'Read the purchase agreement the same day and marked what to change.',
    'Explained the title commitment in plain words.',
  ],
  'title-escrow': [
    'Closing took forty minutes and the funds arrived the same afternoon.',
    'Sorted out an old lien from a previous owner without delaying us.',
    'Sent the settlement statement three days ahead so we could check it.',
  ],
  photographer: [
    'The photos made our small living room look as bright as it really is.',
    'Came back at dusk for the outside shots at no extra charge.',
    'Delivered thirty edited photos the next evening.',
  ],
  stager: [
    'Rearranged what we had and brought in only a few pieces.',
    'Buyers kept mentioning the staged sunroom.',
    'Set up the main rooms in one day and collected everything after closing.',
  ],
  mover: [
    'Two movers packed the truck in under three hours.',
    'Wrapped the piano and the mirrors carefully; nothing was scratched.',
    'Moved us across town in the rain without a damp box.',
  ],
  contractor: [
    'Fixed the items from the inspection before our closing date.',
    'Replaced the rotted deck boards and matched the old stain.',
    'Gave a written estimate and stuck to it.',
  ],
}
export const goodLines: Record<keyof SubRatings, readonly string[]> = {
  quality: [
    'Careful work throughout.',
    'The work was done right the first time.',
    'Thorough, and it showed.',
  ],
  communication: [
    'Answered every question, usually the same day.',
    'Kept us updated at every step.',
    'Explained everything in plain language.',
  ],
  timeliness: [
    'On time for every appointment.',
    'Finished ahead of schedule.',
    'Fitted us in the same week.',
  ],
  value: [
    'Fair price, and the bill matched the quote.',
    'Worth what we paid.',
    'No surprises on the bill.',
  ],
}
export const weakLines: Record<keyof SubRatings, readonly string[]> = {
  quality: ['A few details had to be redone.', 'Some of it felt rushed.'],
  communication: ['It took a few days to hear back at times.', 'We had to chase for updates.'],
  timeliness: ['Ran late twice.', 'It took longer than promised.'],
  value: ['On the expensive side for what we got.', 'The final bill was higher than expected.'],
}

function reviewText(category: ProviderCategory, sub: SubRatings, seed: number): string {
  const parts = Object.keys(sub) as Array<keyof SubRatings>
  const high = Math.max(...parts.map((part) => sub[part]))
  const low = Math.min(...parts.map((part) => sub[part]))
  const best = pick(
    parts.filter((part) => sub[part] === high),
    seed >>> 15,
  )
  const worst = pick(
    parts.filter((part) => sub[part] === low),
    seed >>> 20,
  )
  return [
    pick(serviceLines[category], seed),
    sub[best] >= 4 ? pick(goodLines[best], seed >>> 5) : null,
    sub[worst] <= 3 ? pick(weakLines[worst], seed >>> 10) : null,
  ]
    .filter(Boolean)
    .join(' ')
}
const reviewers = [
  'Sam K.',
  'Priya D.',
  'Marcus L.',
  'Elena R.',
  'Tom and Jo W.',
  'Grace H.',
  'Ben A.',
  'Lucia M.',
  'Nate P.',
  'Ivy C.',
]

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length]!
const step = (seed: number, [low, high, by]: [number, number, number]) =>
  low + (seed % (Math.round((high - low) / by) + 1)) * by

function reviewsFor(
  id: string,
  category: ProviderCategory,
  count: number,
  skill: number,
  now: number,
): Review[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = stableHash(`${id}:review:${index}`)
    const around = (shift: number) =>
      Math.max(1, Math.min(5, Math.round(skill + (((seed >>> shift) % 5) - 2) * 0.5)))
    const sub: SubRatings = {
      quality: around(0),
      communication: around(3),
      timeliness: around(6),
      value: around(9),
    }
    const rating = Math.round((sub.quality + sub.communication + sub.timeliness + sub.value) / 4)
    return {
      id: `${id}-review-${index + 1}`,
      author: pick(reviewers, seed >>> 12),
      rating,
      sub,
      text: reviewText(category, sub, stableHash(`${id}:review-text:${index}`)),
      at: now - (14 + (seed % 600)) * 86_400_000,
      service: category,
    }
  })
}

export function summarize(reviews: readonly Review[]): Provider['reviews'] {
  const mean = (values: number[]) =>
    values.length
      ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
      : 0
  return {
    count: reviews.length,
    average: mean(reviews.map((review) => review.rating)),
    sub: {
      quality: mean(reviews.map((review) => review.sub.quality)),
      communication: mean(reviews.map((review) => review.sub.communication)),
      timeliness: mean(reviews.map((review) => review.sub.timeliness)),
      value: mean(reviews.map((review) => review.sub.value)),
    },
  }
}

type DemoProvider = { provider: Provider; reviews: Review[] }

function generated(category: ProviderCategory, index: number, now: number): DemoProvider {
  const id = `demo-${category}-${index + 1}`
  const seed = stableHash(id)
  const first = pick(firstNames, seed)
  const last = pick(lastNames, seed >>> 5)
  const angle = ((seed >>> 10) % 360) * (Math.PI / 180)
  const miles = 1 + ((seed >>> 4) % 12)
  const licence = licenceKinds[category]
  const skill = 3.4 + ((seed >>> 20) % 16) / 10
  const reviews = reviewsFor(id, category, 3 + ((seed >>> 7) % 14), skill, now)
  const price: Price = {
    category,
    amount: step(seed >>> 13, priceRange[category]),
    unit: usualUnit[category],
    includes: includes[category],
  }
  // a few serve only part of the market, so the area filter has something to do
  const zips = seed % 5 === 0 ? marketZips.slice(0, 2) : marketZips
  return {
    provider: {
      id,
      ownerUid: null,
      name: `${first} ${last}`,
      business: `${pick(businessWords, seed >>> 3)} ${businessKinds[category]}`,
      categories: [category],
      bio: `${first} has served buyers and sellers around Ames for ${3 + (seed % 20)} years.`,
      phone: `(515) 555-${String(1000 + (seed % 9000)).padStart(4, '0')}`,
      area: {
        zips,
        lat: amesCenter.lat + (Math.sin(angle) * miles) / 69,
        lng: amesCenter.lng + (Math.cos(angle) * miles) / 51.5,
        radiusMiles: 10 + ((seed >>> 9) % 5) * 5,
      },
      prices: [price],
      licence: licence
        ? {
            kind: licence[0],
            number: `${licence[1]}${100000 + ((seed >>> 2) % 900000)}`,
            state: 'IA',
          }
        : null,
      hours: seed % 3 === 0 ? 'Monday to Saturday, 8 am to 6 pm' : 'Monday to Friday, 8 am to 5 pm',
      workDays: seed % 3 === 0 ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5],
      leadDays: 1 + ((seed >>> 6) % 10),
      responseHours: [1, 2, 4, 6, 12, 24, 48][(seed >>> 11) % 7]!,
      answeredLeads: reviews.length + ((seed >>> 15) % 30),
      reviews: summarize(reviews),
      demo: true,
      listed: true,
    },
    reviews,
  }
}

// Val Vendor's inspection business: the demo vendor account's own listing
function demoVendors(now: number): DemoProvider {
  const id = demoVendorProviderId
  const reviews = reviewsFor(id, 'inspector', 18, 4.7, now)
  return {
    provider: {
      id,
      ownerUid: demoVendorUid,
      name: 'Val Vendor',
      business: 'Val Vendor Home Inspections',
      categories: ['inspector'],
      bio: 'Val inspects homes across Ames and Gilbert: roof to foundation, with a report you can read.',
      phone: '(515) 555-0142',
      area: { zips: marketZips, lat: 42.034, lng: -93.62, radiusMiles: 25 },
      prices: [{ category: 'inspector', amount: 425, unit: 'flat', includes: includes.inspector }],
      licence: { kind: 'InterNACHI certified inspector', number: 'NACHI20114207', state: 'IA' },
      hours: 'Monday to Saturday, 7 am to 7 pm',
      workDays: [1, 2, 3, 4, 5, 6],
      leadDays: 1,
      responseHours: 1,
      answeredLeads: 40,
      reviews: summarize(reviews),
      demo: true,
      listed: true,
    },
    reviews,
  }
}

export function demoProviders(now: number): DemoProvider[] {
  return [
    demoVendors(now),
    ...providerCategories.flatMap((category) =>
      Array.from({ length: 4 }, (_, index) => generated(category, index, now)),
    ),
  ]
}
