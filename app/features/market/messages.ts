// what the neighborhood explorer says, in one place
export const explorerMessages = {
  title: 'Neighborhood explorer',
  lead: 'Every neighborhood of Ames: what homes sold for, how the price per square foot moved from year to year, how many homes are for sale now and how long they have been listed.',
  description:
    'Every neighborhood of Ames on a map: median sale price, price per sq ft by year, homes for sale now and days on market.',
  mapSection: 'On the map',
  figuresSection: 'In figures',
  measureLegend: 'Color the map by',
  measureButton: 'Show on the map',
  measureUnknown: 'Choose a measure from the list',
  measures: {
    price: 'Median sale price',
    'price-per-sqft': 'Median price per sq ft',
    'for-sale': 'Homes for sale now',
    'days-on-market': 'Median days on market',
  },
  mapTitle: (measure: string) =>
    `Map of the neighborhoods of Ames, colored by ${measure.toLowerCase()}`,
  mapCaption:
    'Each home’s recorded position claims the part of the map nearer to it than to any other home; a neighborhood’s area is the parts its homes claim, inside the box around the market. Areas far from any home are the nearest homes’ by that rule only. Numbers match the table.',
  legendTitle: (measure: string) => `${measure}, by color`,
  noValue: 'No homes for sale now',
  yearHeading: 'Year of sale',
  trendTitle: 'Median price per sq ft in Ames, by year of sale',
  tableTitle: 'Every neighborhood, in figures',
  marketRow: 'All of Ames',
  searchLink: (name: string) => `Search ${name}`,
  // what the table's link shows; its name is searchLink's, the neighborhood's name hidden
  searchWord: 'Search',
  searchAll: 'Search all of Ames',
  columns: {
    number: 'No.',
    name: 'Neighborhood',
    sales: 'Recorded sales',
    perSqftIn: (year: number) => `$/sq ft, ${year}`,
    search: 'Homes for sale',
  },
  none: '–',
  definitionsTitle: 'What the figures measure',
  definitions: {
    sales:
      'Recorded sales: the sales of the Ames data (2006–2010) and any sale recorded here since, with a price.',
    price:
      'Median sale price: the middle recorded sale price of the neighborhood (half sold for more, half for less).',
    pricePerSqft:
      'Median price per sq ft: each recorded sale’s price divided by the home’s living area above ground, the middle of those; by year, the sales that closed in that year only. A dash means no sale that year.',
    forSale:
      'Homes for sale now: homes listed and not under contract (pending sales are not counted).',
    daysOnMarket:
      'Median days on market: for the homes for sale now, the whole days from the day each was listed to today, the middle of those. The Ames data records no days on market, so sold homes do not count; a dash means no home is for sale.',
  },
  dataNote: 'The figures are worked out again whenever a listing changes, and each day.',
} as const
