import { describe, expect, test } from 'vitest'
import { checkMapping, guessMapping } from './market-mapping'
import { marketMessages } from './messages'
import { checkZips } from './market-upload.server'

const ames = [
  'Lot_Area',
  'Year_Built',
  'Gr_Liv_Area',
  'Full_Bath',
  'Bedroom_AbvGr',
  'Mo_Sold',
  'Year_Sold',
  'Sale_Price',
  'Longitude',
  'Latitude',
]
const lucas = [
  'price',
  'living_area',
  'lot_size',
  'beds',
  'baths',
  'year_built',
  'sale_date',
  'x',
  'y',
]

describe('the column mapping of an uploaded market', () => {
  test('is guessed from common column names', () => {
    expect(guessMapping(ames)).toEqual({
      price: 'Sale_Price',
      sqft: 'Gr_Liv_Area',
      lotSqft: 'Lot_Area',
      beds: 'Bedroom_AbvGr',
      baths: 'Full_Bath',
      yearBuilt: 'Year_Built',
      lat: 'Latitude',
      lng: 'Longitude',
      saleYear: 'Year_Sold',
      saleMonth: 'Mo_Sold',
    })
    expect(guessMapping(lucas)).toEqual({
      price: 'price',
      sqft: 'living_area',
      lotSqft: 'lot_size',
      beds: 'beds',
      baths: 'baths',
      yearBuilt: 'year_built',
      x: 'x',
      y: 'y',
      saleDate: 'sale_date',
    })
    expect(guessMapping(['colour', 'shape'])).toEqual({})
  })

  test('needs a price, columns of the file, each once, and whole pairs', () => {
    expect(checkMapping({ price: 'price' }, lucas)).toEqual({
      ok: true,
      mapping: { price: 'price' },
    })
    expect(checkMapping({}, lucas)).toEqual({
      ok: false,
      errors: { price: marketMessages.mapping.priceMissing },
    })
    expect(checkMapping({ price: 'cost' }, lucas)).toEqual({
      ok: false,
      errors: { price: marketMessages.mapping.unknownColumn },
    })
    expect(checkMapping({ price: 'price', sqft: 'price' }, lucas)).toEqual({
      ok: false,
      errors: { sqft: marketMessages.mapping.usedTwice('price') },
    })
    expect(checkMapping({ price: 'price', x: 'x' }, lucas)).toEqual({
      ok: false,
      errors: { y: marketMessages.mapping.planePairs },
    })
    expect(checkMapping({ price: 'Sale_Price', saleMonth: 'Mo_Sold' }, ames)).toEqual({
      ok: false,
      errors: { saleYear: marketMessages.mapping.monthWithoutYear },
    })
  })

  test('ZIP codes are five digits each, none required', () => {
    expect(checkZips('95838, 95823 95838')).toEqual({ zips: ['95838', '95823'] })
    expect(checkZips('')).toEqual({ zips: [] })
    expect(checkZips('9583')).toEqual({ error: marketMessages.upload.zipsInvalid })
  })
})
