import { describe, expect, test } from 'vitest'
import {
  calendarDaysBetween,
  median,
  neighborhoodFigures,
  type NeighborhoodHome,
} from './neighborhood-figures'

const day = 24 * 60 * 60 * 1000
const now = Date.UTC(2026, 10, 26, 15)
const sale = (
  neighborhood: string,
  soldPrice: number,
  sqft: number,
  year: number,
  extra: Partial<NeighborhoodHome> = {},
): NeighborhoodHome => ({
  neighborhood,
  status: 'sold',
  sqft,
  soldPrice,
  soldAt: Date.UTC(year, 5, 1),
  listedAt: null,
  ...extra,
})

describe('the median', () => {
  test('is the middle value, or the mean of the two middle ones, whatever the order; none of nothing', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([5])).toBe(5)
    expect(median([])).toBeNull()
  })
})

describe('neighborhood figures', () => {
  const homes: NeighborhoodHome[] = [
    sale('Oak Park', 100_000, 1_000, 2006),
    sale('Oak Park', 300_000, 1_500, 2006),
    sale('Oak Park', 200_000, 2_000, 2008),
    // on the market now, listed 3 and 10 days ago; its recorded sale still counts as a sale
    sale('Oak Park', 150_000, 1_000, 2008, { status: 'active', listedAt: now - 3 * day }),
    sale('Oak Park', 0, 1_200, 2008, { status: 'active', listedAt: now - 10 * day, soldAt: 0 }),
    // under contract: not for sale now
    sale('Oak Park', 120_000, 1_000, 2007, { status: 'pending', listedAt: now - 30 * day }),
    sale('Birch Hill', 250_000, 0, 2010),
  ]
  const { years, neighborhoods, market } = neighborhoodFigures(homes, now)

  test('lists every neighborhood once, by name, and every year a sale closed in', () => {
    expect(neighborhoods.map((figures) => figures.name)).toEqual(['Birch Hill', 'Oak Park'])
    expect(years).toEqual([2006, 2007, 2008, 2010])
  })

  test('the median sale price is over the recorded sales with a price; the price per sq ft over those with a size', () => {
    const oak = neighborhoods.find((figures) => figures.name === 'Oak Park')!
    expect(oak.sales).toBe(5)
    // 100k, 120k, 150k, 200k, 300k
    expect(oak.medianSalePrice).toBe(150_000)
    // $100, $200, $100, $150, $120 a sq ft
    expect(oak.medianPricePerSqft).toBe(120)
    const birch = neighborhoods.find((figures) => figures.name === 'Birch Hill')!
    expect(birch.medianSalePrice).toBe(250_000)
    expect(birch.medianPricePerSqft).toBeNull()
  })

  test('the price per sq ft by year takes only the sales of that year, and every row has every year', () => {
    const oak = neighborhoods.find((figures) => figures.name === 'Oak Park')!
    expect(oak.byYear).toEqual([
      { year: 2006, sales: 2, medianPricePerSqft: 150 },
      { year: 2007, sales: 1, medianPricePerSqft: 120 },
      // $100 and $150: the mean of the two
      { year: 2008, sales: 2, medianPricePerSqft: 125 },
      { year: 2010, sales: 0, medianPricePerSqft: null },
    ])
    expect(market.byYear.find((entry) => entry.year === 2010)).toEqual({
      year: 2010,
      sales: 0,
      medianPricePerSqft: null,
    })
  })

  test('homes for sale are the active ones; days on market are counted for them from the day each was listed to today', () => {
    const oak = neighborhoods.find((figures) => figures.name === 'Oak Park')!
    expect(oak.forSale).toBe(2)
    // 3 and 10 days
    expect(oak.medianDaysOnMarket).toBe(7)
    const birch = neighborhoods.find((figures) => figures.name === 'Birch Hill')!
    expect(birch.forSale).toBe(0)
    expect(birch.medianDaysOnMarket).toBeNull()
    expect(market).toMatchObject({
      name: 'All neighborhoods',
      sales: 6,
      forSale: 2,
      medianSalePrice: 175_000,
      medianDaysOnMarket: 7,
    })
  })

  test('a day on market is a calendar day: the same count all day long', () => {
    const listed = Date.UTC(2026, 10, 20, 23, 59)
    expect(calendarDaysBetween(listed, Date.UTC(2026, 10, 21, 0, 1))).toBe(1)
    expect(calendarDaysBetween(listed, Date.UTC(2026, 10, 21, 23, 59))).toBe(1)
    expect(calendarDaysBetween(listed, listed - day)).toBe(0)
  })
})
