import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parseAmesCsv } from './ames'

const homes = parseAmesCsv(readFileSync('data/markets/ames-sales.csv', 'utf8'))

describe('the Ames market', () => {
  test('every one of the 2,930 sales becomes a home with a location, size and sale', () => {
    expect(homes).toHaveLength(2930)
    for (const home of homes) {
      expect(home.lat).toBeGreaterThan(41.9)
      expect(home.lat).toBeLessThan(42.1)
      expect(home.lng).toBeGreaterThan(-93.8)
      expect(home.lng).toBeLessThan(-93.5)
      expect(home.sqft).toBeGreaterThan(0)
      expect(home.salePrice).toBeGreaterThan(10_000)
      expect(new Date(home.saleDate).getUTCFullYear()).toBeGreaterThanOrEqual(2006)
      expect(new Date(home.saleDate).getUTCFullYear()).toBeLessThanOrEqual(2010)
    }
  })

  test('the first sale reads as the data says', () => {
    const first = homes[0]
    expect(first).toMatchObject({
      id: 'ames-0001',
      neighborhood: 'North Ames',
      sqft: 1656,
      lotSqft: 31770,
      beds: 3,
      fullBaths: 2,
      halfBaths: 0,
      baths: 2,
      yearBuilt: 1960,
      propertyType: 'single-family',
      garageSpaces: 2,
      salePrice: 215000,
      saleDate: Date.UTC(2010, 4, 1),
    })
    expect(first.features).toEqual(
      expect.arrayContaining(['attached-garage', 'fireplace', 'central-air', 'basement']),
    )
    expect(first.features).not.toContain('pool')
    expect(first.attributes.Sale_Price).toBeUndefined()
    expect(first.attributes.Exter_Cond).toBe('Typical')
  })

  test('ids and generated addresses are stable and unique', () => {
    expect(new Set(homes.map((home) => home.id)).size).toBe(homes.length)
    expect(parseAmesCsv(readFileSync('data/markets/ames-sales.csv', 'utf8'))[42].address).toEqual(
      homes[42].address,
    )
  })
})
