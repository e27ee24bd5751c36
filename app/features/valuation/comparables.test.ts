import { describe, expect, test } from 'vitest'
import { measureAdjustmentRates, measureAdjustments } from './adjustment-rates'
import { cmaCsv } from './cma-csv'
import {
  adjustComparable,
  atArmsLength,
  comparativeAnalysis,
  rankComparables,
  reconcile,
  type AdjustmentRates,
  type HomeFacts,
  type Sale,
} from './comparables'
import { valuationMessages } from './messages'
import { estimateNote } from './reconciliation-note'

const rates: AdjustmentRates = {
  sqft: 60,
  beds: 2000,
  baths: 5000,
  yearBuilt: 400,
  lotSqft: 1.5,
  garageSpaces: 8000,
  basementSqft: 20,
  fireplaces: 4000,
}
const june2010 = Date.UTC(2010, 5, 1)

const subject: HomeFacts = {
  lat: 42.03,
  lng: -93.62,
  neighborhood: 'North Ames',
  propertyType: 'single-family',
  sqft: 1500,
  lotSqft: 9000,
  beds: 3,
  fullBaths: 2,
  halfBaths: 0,
  yearBuilt: 1970,
  garageSpaces: 2,
  basementSqft: 1000,
  fireplaces: 1,
}
const address = { line1: '100 Oak Street', city: 'Ames', state: 'IA', zip: '50010' }
const sale = (id: string, changes: Partial<Sale> = {}): Sale => ({
  ...subject,
  id,
  address,
  salePrice: 180_000,
  saleDate: june2010,
  ...changes,
})

describe('comparable adjustments', () => {
  test('an identical sale needs no adjustment and keeps its price', () => {
    const adjusted = adjustComparable(subject, sale('same'), rates, june2010)
    expect(adjusted.adjustments.every((adjustment) => adjustment.amount === 0)).toBe(true)
    expect(adjusted.adjustedPrice).toBe(180_000)
  })

  test('a smaller comp is adjusted up by the size difference at the market rate', () => {
    const adjusted = adjustComparable(subject, sale('smaller', { sqft: 1300 }), rates, june2010)
    expect(adjusted.adjustments.find((adjustment) => adjustment.factor === 'sqft')).toEqual({
      factor: 'sqft',
      subject: 1500,
      comp: 1300,
      amount: 12_000,
    })
    expect(adjusted.adjustedPrice).toBe(192_000)
  })

  test('a comp with more features is adjusted down, each difference shown on its own', () => {
    const adjusted = adjustComparable(
      subject,
      sale('better', { garageSpaces: 3, fireplaces: 2, halfBaths: 1, yearBuilt: 1980 }),
      rates,
      june2010,
    )
    const amounts = Object.fromEntries(
      adjusted.adjustments.map((adjustment) => [adjustment.factor, adjustment.amount]),
    )
    expect(amounts).toMatchObject({
      garageSpaces: -8000,
      fireplaces: -4000,
      baths: -2500,
      yearBuilt: -4000,
      sqft: 0,
    })
    expect(adjusted.netAdjustment).toBe(-18_500)
    expect(adjusted.grossAdjustment).toBe(18_500)
    expect(adjusted.adjustedPrice).toBe(161_500)
  })

  test('net and gross differ when differences point both ways', () => {
    const adjusted = adjustComparable(
      subject,
      sale('mixed', { sqft: 1600, beds: 2 }),
      rates,
      june2010,
    )
    expect(adjusted.netAdjustment).toBe(-6000 + 2000)
    expect(adjusted.grossAdjustment).toBe(6000 + 2000)
  })

  test('lot differences beyond 30,000 sq ft are not paid for', () => {
    const huge = adjustComparable(subject, sale('huge lot', { lotSqft: 200_000 }), rates, june2010)
    expect(huge.adjustments.find((adjustment) => adjustment.factor === 'lotSqft')!.amount).toBe(
      -(30_000 - 9000) * 1.5,
    )
  })

  test('months before the analysis date and distance are reported', () => {
    const adjusted = adjustComparable(
      subject,
      sale('older', { saleDate: Date.UTC(2009, 5, 1), lat: 42.04 }),
      rates,
      june2010,
    )
    expect(adjusted.monthsBefore).toBe(12)
    expect(adjusted.distanceMiles).toBeCloseTo(0.69, 1)
  })
})

describe('choosing comparables', () => {
  test('nearer, similar, recent sales of the same type rank first, and the subject is left out', () => {
    const sales = [
      sale('subject'),
      sale('far', { lat: 42.1 }),
      sale('townhouse', { propertyType: 'townhouse' }),
      sale('old sale', { saleDate: Date.UTC(2006, 0, 1) }),
      sale('much bigger', { sqft: 3000 }),
      sale('close twin', { lat: 42.031 }),
    ]
    const ranked = rankComparables(subject, sales, { exclude: 'subject', limit: 5 }).map(
      (entry) => entry.sale.id,
    )
    expect(ranked[0]).toBe('close twin')
    expect(ranked).not.toContain('subject')
    expect(ranked.indexOf('old sale')).toBeLessThan(ranked.indexOf('far'))
    expect(ranked.at(-1)).toBe('far')
  })
})

describe('sales not at arm’s length', () => {
  test('are never comparables, however alike; a sale without a recorded condition is', () => {
    const sales = [
      sale('foreclosure', { saleCondition: 'Abnorml', salePrice: 13_100 }),
      sale('to a daughter', { saleCondition: 'Family', salePrice: 60_000 }),
      sale('unfinished', { saleCondition: 'Partial' }),
      sale('market sale', { saleCondition: 'Normal', lat: 42.031 }),
      sale('seller sale', { lat: 42.032 }),
    ]
    const ranked = rankComparables(subject, sales).map((entry) => entry.sale.id)
    expect(ranked).toEqual(['market sale', 'seller sale'])
    expect(sales.filter(atArmsLength).map((one) => one.id)).toEqual(ranked)
  })

  test('do not measure the adjustment rates', () => {
    const normal = Array.from({ length: 60 }, (_, index) =>
      sale(`n${index}`, {
        sqft: 1000 + index * 20,
        salePrice: 50_000 + 100 * (1000 + index * 20),
        saleCondition: 'Normal',
      }),
    )
    // family sales at a fraction of the price would drag the size rate down if they counted
    const family = Array.from({ length: 30 }, (_, index) =>
      sale(`f${index}`, { sqft: 2000 + index * 20, salePrice: 40_000, saleCondition: 'Family' }),
    )
    expect(measureAdjustmentRates([...normal, ...family]).sqft).toBe(100)
  })
})

describe('when the estimate and the comparables disagree', () => {
  const estimate = { value: 91_500, low: 80_000, high: 104_000 }
  // three older, smaller sales 40% above the estimate once adjusted
  const analysis = () =>
    comparativeAnalysis(
      subject,
      [
        sale('a', { sqft: 1200, salePrice: 110_000, saleDate: Date.UTC(2008, 5, 1) }),
        sale('b', { sqft: 1250, salePrice: 112_000, saleDate: Date.UTC(2008, 7, 1) }),
      ],
      () => 0,
      rates,
      june2010,
    )!

  test('the page says by how much, and names what the comparables lack', () => {
    const note = estimateNote(estimate, analysis())!
    expect(analysis().value).toBeGreaterThan(estimate.high)
    expect(note.summary).toMatch(
      /reconcile to \$12\d,\d00, \d+% above the estimate of \$91,500 and outside its 80% range \(\$80,000 to \$104,000\)/,
    )
    // living area: about 1,225 sq ft (by weight) against 1,500, about +$16,500 at $60 a sq ft
    expect(note.reasons[0]).toMatch(
      /^Living area \(sq ft\): the comparables have 1,22\d on average against this home’s 1,500, adjusted \+\$16,\d00 on average by the measured rate\.$/,
    )
    expect(note.reasons).toContain(valuationMessages.noteOlder(23))
    expect(note.reasons).toContain(valuationMessages.noteFewer(2))
    expect(note.reasons.at(-1)).toBe(valuationMessages.noteUnadjusted)
  })

  test('says nothing when the reconciled value is inside the estimate’s range', () => {
    expect(estimateNote({ value: 128_000, low: 110_000, high: 140_000 }, analysis())).toBeNull()
  })
})

describe('reconciliation', () => {
  test('equally good comps are averaged', () => {
    const analysis = comparativeAnalysis(
      subject,
      [sale('a', { salePrice: 170_000 }), sale('b', { salePrice: 190_000 })],
      () => 0,
      rates,
      june2010,
    )!
    expect(analysis.value).toBe(180_000)
    expect(analysis.comparables.map((comp) => comp.weight)).toEqual([0.5, 0.5])
    expect([analysis.low, analysis.high]).toEqual([170_000, 190_000])
  })

  test('a comp that needed less adjusting counts for more, and weights sum to one', () => {
    const analysis = comparativeAnalysis(
      subject,
      [sale('alike', { salePrice: 180_000 }), sale('unlike', { salePrice: 150_000, sqft: 1100 })],
      () => 0,
      rates,
      june2010,
    )!
    const [alike, unlike] = analysis.comparables
    expect(alike!.weight).toBeGreaterThan(unlike!.weight)
    expect(alike!.weight + unlike!.weight).toBeCloseTo(1, 10)
    // adjusted prices 180,000 and 174,000: the value sits nearer the comp that needed no adjusting
    expect(analysis.value).toBeGreaterThan(177_000)
    expect(analysis.value).toBeLessThan(180_000)
  })

  test('no comps, no value', () => {
    expect(reconcile([])).toBeNull()
  })
})

describe('adjustment rates measured from sales', () => {
  test('recover the price of each difference and never adjust for a negative one', () => {
    const neighborhoods = ['A', 'B', 'C']
    const sales: Sale[] = []
    for (let index = 0; index < 600; index += 1) {
      const home = sale(`s${index}`, {
        neighborhood: neighborhoods[index % 3]!,
        sqft: 800 + ((index * 37) % 2000),
        beds: 1 + ((index * 7) % 5),
        fullBaths: 1 + ((index * 3) % 3),
        halfBaths: index % 2,
        yearBuilt: 1900 + ((index * 13) % 110),
        lotSqft: 4000 + ((index * 101) % 20_000),
        garageSpaces: (index * 5) % 4,
        basementSqft: (index * 17) % 1500,
        fireplaces: Math.floor(index / 7) % 3,
      })
      const location = { A: 0, B: 40_000, C: -25_000 }[home.neighborhood]!
      home.salePrice =
        20_000 +
        location +
        70 * home.sqft -
        3000 * home.beds +
        6000 * (home.fullBaths + home.halfBaths / 2) +
        500 * (home.yearBuilt - 1900) +
        2 * home.lotSqft +
        9000 * home.garageSpaces +
        25 * home.basementSqft +
        5000 * home.fireplaces
      sales.push(home)
    }
    expect(measureAdjustmentRates(sales)).toEqual({
      sqft: 70,
      beds: 0,
      baths: 6000,
      yearBuilt: 500,
      lotSqft: 2,
      garageSpaces: 9000,
      basementSqft: 25,
      fireplaces: 5000,
    })
  })
})

describe('bedrooms once size is known', () => {
  test('a market that pays nothing for bedrooms at the same size says so, with the figure', () => {
    // price follows size and location; bedrooms only follow size, with a little scatter
    const sales = Array.from({ length: 400 }, (_, index) => {
      const sqft = 800 + ((index * 37) % 2000)
      return sale(`s${index}`, {
        neighborhood: ['A', 'B'][index % 2]!,
        sqft,
        beds: Math.max(1, Math.round(sqft / 600) + ((index * 7) % 3) - 1),
        salePrice: 30_000 + 80 * sqft + (index % 2) * 20_000 + ((index * 7919) % 9000) - 4500,
      })
    })
    const { rates: measured, measured: figures } = measureAdjustments(sales)
    expect(measured.beds).toBe(0)
    expect(Math.abs(figures.beds.perUnit)).toBeLessThan(2 * figures.beds.standardError + 500)
    expect(figures.beds.standardError).toBeGreaterThan(0)
    expect(valuationMessages.unpricedRate('beds', { perUnit: -1234, standardError: 456 })).toBe(
      'Not adjusted: once size and location are known, these sales pay nothing more for another bedroom (measured −$1,200 per bedroom, standard error $500).',
    )
    expect(valuationMessages.unpricedLine('beds', figures.beds)).toMatch(
      /^Not adjusted: the market shows no added value for another bedroom once size is known \(measured [+−]\$[\d,.]+ each\)\.$/,
    )
  })
})

describe('the CSV download', () => {
  test('has a row per comp with each adjustment, the reconciled value, and defuses formulas', () => {
    const analysis = comparativeAnalysis(
      subject,
      [sale('a', { sqft: 1400 }), sale('b', { address: { ...address, line1: '=HYPERLINK("x")' } })],
      () => 0,
      rates,
      june2010,
    )!
    const lines = cmaCsv('Your home, "North Ames"', analysis).trimEnd().split('\r\n')
    expect(lines[0]).toContain('Living area (sq ft): adjustment')
    expect(lines[1]).toMatch(/^a,"100 Oak Street, Ames, IA 50010",2010-06,180000,0,1400,6000,/)
    expect(lines[2]).toContain(`"'=HYPERLINK(""x""), Ames, IA 50010"`)
    expect(lines.at(-3)).toBe('Subject,"Your home, ""North Ames"""')
    expect(lines.at(-2)).toBe(`Reconciled value,${analysis.value}`)
  })
})
