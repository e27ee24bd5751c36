import type { ListingStatus } from '~/core/home'

// what the explorer reads of a home: its place, its recorded sale and its place in the market today
export type NeighborhoodHome = {
  neighborhood: string
  status: ListingStatus
  sqft: number
  // the recorded sale (0 when the home has none yet)
  soldPrice: number
  soldAt: number
  // when an active or pending home went on the market
  listedAt: number | null
}

export type YearFigure = { year: number; sales: number; medianPricePerSqft: number | null }

export type NeighborhoodFigures = {
  name: string
  // recorded sales with a price
  sales: number
  medianSalePrice: number | null
  medianPricePerSqft: number | null
  // one entry per year of the market's sales, in order, so every row has the same columns
  byYear: YearFigure[]
  forSale: number
  medianDaysOnMarket: number | null
}

// a neighborhood's figures as a page sends them: the year by year prices as a plain list, in the
// order of the market's years
export type FigureRow = Omit<NeighborhoodFigures, 'byYear'> & {
  perSqftByYear: Array<number | null>
}

export const figureRowOf = ({ byYear, ...figures }: NeighborhoodFigures): FigureRow => ({
  ...figures,
  perSqftByYear: byYear.map((year) => year.medianPricePerSqft),
})

export type MarketFigures = {
  years: number[]
  neighborhoods: NeighborhoodFigures[]
  market: NeighborhoodFigures
}

const dayMs = 24 * 60 * 60 * 1000

// the middle value, or the mean of the two middle ones; null for none
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// days from the day of `from` to the day of `to` (UTC days): the same all day, so a day's figures hold all day
export const calendarDaysBetween = (from: number, to: number) =>
  Math.max(0, Math.floor(to / dayMs) - Math.floor(from / dayMs))

const rounded = (value: number | null) => (value === null ? null : Math.round(value))
const isSale = (home: NeighborhoodHome) => home.soldPrice > 0 && home.soldAt > 0
const yearOf = (ms: number) => new Date(ms).getUTCFullYear()

// every neighborhood's figures, by name, and the whole market's: the recorded sales' median price
// and median price per sq ft of living area (over all years and year by year, by the year each
// sale closed), the homes for sale now (active, not under contract) and the median of how many days
// each of them has been listed by the day of `now`
export function neighborhoodFigures(
  homes: readonly NeighborhoodHome[],
  now: number,
): MarketFigures {
  const years = [...new Set(homes.filter(isSale).map((home) => yearOf(home.soldAt)))].sort(
    (a, b) => a - b,
  )
  const byName = new Map<string, NeighborhoodHome[]>()
  for (const home of homes) {
    const group = byName.get(home.neighborhood)
    if (group) group.push(home)
    else byName.set(home.neighborhood, [home])
  }
  const names = [...byName.keys()].sort((a, b) => a.localeCompare(b, 'en'))
  return {
    years,
    neighborhoods: names.map((name) => figuresOf(name, byName.get(name)!, years, now)),
    market: figuresOf('All neighborhoods', homes, years, now),
  }
}

function figuresOf(
  name: string,
  homes: readonly NeighborhoodHome[],
  years: number[],
  now: number,
): NeighborhoodFigures {
  const sales = homes.filter(isSale)
  const sized = sales.filter((home) => home.sqft > 0)
  const perSqftByYear = new Map<number, number[]>()
  for (const home of sized) {
    const year = yearOf(home.soldAt)
    const list = perSqftByYear.get(year) ?? []
    list.push(home.soldPrice / home.sqft)
    perSqftByYear.set(year, list)
  }
  const forSale = homes.filter((home) => home.status === 'active')
  const daysListed = forSale.flatMap((home) =>
    home.listedAt === null ? [] : [calendarDaysBetween(home.listedAt, now)],
  )
  return {
    name,
    sales: sales.length,
    medianSalePrice: rounded(median(sales.map((home) => home.soldPrice))),
    medianPricePerSqft: rounded(median(sized.map((home) => home.soldPrice / home.sqft))),
    byYear: years.map((year) => {
      const values = perSqftByYear.get(year) ?? []
      return { year, sales: values.length, medianPricePerSqft: rounded(median(values)) }
    }),
    forSale: forSale.length,
    medianDaysOnMarket: rounded(median(daysListed)),
  }
}
