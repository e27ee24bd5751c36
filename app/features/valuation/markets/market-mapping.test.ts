import { describe, expect, test } from 'vitest'
import { armsLengthRows, leftOutBy } from '../arms-length'
import { salesTableOf } from '../sales-table'
import {
  checkMapping,
  checkSaleCondition,
  guessConditionColumn,
  guessKept,
  guessMapping,
  valueCounts,
} from './market-mapping'
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

describe('the sale-condition column of an uploaded market (ADR 078)', () => {
  test('is guessed from usual names, how a sale came about before its type', () => {
    expect(guessConditionColumn([...ames, 'Sale_Type', 'Sale_Condition'])).toBe('Sale_Condition')
    expect(guessConditionColumn([...lucas, 'sale_type'])).toBe('sale_type')
    expect(guessConditionColumn([...lucas, 'ArmsLength'])).toBe('ArmsLength')
    expect(guessConditionColumn(['price', 'Qualified'])).toBe('Qualified')
    expect(guessConditionColumn(lucas)).toBeUndefined()
  })

  test('keeps the values that usually mean a market sale, or every value when none does', () => {
    expect(guessKept(['Normal', 'Partial', 'Abnorml', 'Family'])).toEqual(['Normal'])
    expect(guessKept(['Arms length', 'Foreclosure', 'Family'])).toEqual(['Arms length'])
    expect(guessKept(['Y', 'N'])).toEqual(['Y'])
    expect(guessKept(['0', '1'])).toEqual(['1'])
    expect(guessKept(['Qualified', 'Not qualified', 'Valid sale'])).toEqual([
      'Qualified',
      'Valid sale',
    ])
    expect(guessKept(['Warranty deed', 'Quit claim'])).toEqual(['Warranty deed', 'Quit claim'])
  })

  const header = [...lucas, 'sale_type', 'parcel']
  const rows = [
    ...Array.from({ length: 6 }, () => ({ sale_type: 'Arms length', price: '100000' })),
    { sale_type: 'Foreclosure', price: '40000' },
    { sale_type: 'Family', price: '50000' },
    { sale_type: 'Family', price: '0' },
  ]
  const values = valueCounts(rows, 'sale_type')
  const shown = { saleCondition: 'sale_type', keptFor: 'sale_type' }

  test('counts each value of the column, most sales first', () => {
    expect(values).toEqual([
      ['Arms length', 6],
      ['Family', 2],
      ['Foreclosure', 1],
    ])
  })

  test('is optional, and keeps only values the column has, at least one', () => {
    const words = marketMessages.mapping
    expect(checkSaleCondition({}, header, [])).toEqual({ ok: true, rule: null })
    expect(checkSaleCondition({ ...shown, kept: ['Arms length'] }, header, values)).toEqual({
      ok: true,
      rule: { column: 'sale_type', kept: ['Arms length'] },
    })
    expect(
      checkSaleCondition({ ...shown, kept: ['Arms length', 'Auction'] }, header, values),
    ).toEqual({ ok: false, field: 'kept', error: words.unknownValue('Auction', 'sale_type') })
    expect(checkSaleCondition({ ...shown, kept: [] }, header, values)).toEqual({
      ok: false,
      field: 'kept',
      error: words.noneKept,
    })
    expect(checkSaleCondition(shown, header, values)).toEqual({
      ok: false,
      field: 'kept',
      error: words.noneKept,
    })
    // values checked for another column, or never shown, are not taken as chosen
    expect(
      checkSaleCondition({ saleCondition: 'sale_type', kept: ['Arms length'] }, header, values),
    ).toEqual({ ok: false, field: 'kept', error: words.notShown('sale_type') })
    expect(checkSaleCondition({ saleCondition: 'deed', kept: [] }, header, [])).toEqual({
      ok: false,
      field: 'saleCondition',
      error: words.unknownColumn,
    })
    expect(
      checkSaleCondition({ ...shown, kept: ['1'] }, header, values, { price: 'sale_type' }),
    ).toEqual({ ok: false, field: 'saleCondition', error: words.usedTwice('sale_type') })
    const many = Array.from({ length: 40 }, (_, index) => [String(index), 1] as const)
    expect(
      checkSaleCondition({ saleCondition: 'parcel', keptFor: 'parcel', kept: ['1'] }, header, many),
    ).toEqual({ ok: false, field: 'saleCondition', error: words.tooManyValues('parcel', 40) })
  })

  test('leaves the sales not kept out, and says how many and which values', () => {
    const table = salesTableOf(rows, { price: 'price' }, { condition: 'sale_type' })
    const rule = { column: 'sale_type', kept: ['Arms length'] }
    // the sale priced 0 is refused before: it is not counted as left out for its condition
    expect(armsLengthRows(table, rule)).toEqual([0, 1, 2, 3, 4, 5])
    expect(armsLengthRows(table, null)).toHaveLength(8)
    expect(leftOutBy(table, rule)).toEqual({
      column: 'sale_type',
      kept: ['Arms length'],
      sales: 2,
      values: [
        { value: 'Family', sales: 1 },
        { value: 'Foreclosure', sales: 1 },
      ],
    })
    expect(marketMessages.leftOut(1204, 'sale_type', ['Foreclosure', 'Family'])).toBe(
      '1,204 sales left out as not at arm’s length (column sale_type: Foreclosure, Family)',
    )
    expect(() => armsLengthRows(salesTableOf(rows, { price: 'price' }), rule)).toThrow()
  })
})
