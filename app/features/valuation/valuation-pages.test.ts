import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { marketStatusOf } from '~/features/listings/market-listings'
import { startListingCatalog, stopListingCatalog } from '~/features/listings/listings.server'
import { amesMarket } from '~/features/market/load-market.server'
import { db } from '~/platform/firebase.server'
import {
  comparableSales,
  marketHome,
  subjectOfMarketHome,
  valuationMarket,
  valueHome,
} from './home-valuation.server'
import { valuationMessages } from './messages'
import { reportChoice, valuationReport } from './report-page.server'
import { changeComparables, cmaCsvFile, cmaPage } from './valuation-pages.server'

// the valuation pages' loaders and the CMA's change, over the Ames market

function thrown(action: () => unknown) {
  try {
    action()
  } catch (error) {
    if (error instanceof Response) return error
  }
  throw new Error('expected an expected error')
}

// the pages read listings from this instance's catalog, as they do once the server has started
beforeAll(() => startListingCatalog())
afterAll(() => stopListingCatalog())

describe('the detailed valuation report', () => {
  test('an id no home has is not found, with the report page’s own message', async () => {
    for (const id of ['ames-9999', 'ames-1', '__proto__']) {
      const error = (await valuationReport(id).then(
        () => null,
        (refusal: unknown) => refusal,
      )) as Response
      expect(error.status).toBe(404)
      expect(await error.json()).toEqual({ message: valuationMessages.reportHomeUnknown })
    }
    expect(await valuationReport('ames-0100')).toMatchObject({ kind: 'report' })
    expect(((await valuationReport('ames-0100')) as { home: object }).home).toMatchObject({
      id: 'ames-0100',
      status: marketStatusOf('ames-0100'),
    })
  })

  test('an address that names one home is that home; an unknown one says so; six homes for sale are offered', () => {
    const home = marketHome('ames-0100')!
    expect(reportChoice(home.address.line1)).toEqual({ chosen: 'ames-0100' })
    const unknown = reportChoice('1 Nowhere Lane')
    expect('chooser' in unknown && unknown.chooser.error).toBe(valuationMessages.addressUnknown)
    const empty = reportChoice('')
    if (!('chooser' in empty)) throw new Error('expected the chooser')
    expect(empty.chooser.error).toBeNull()
    expect(empty.chooser.examples).toHaveLength(6)
    expect(empty.chooser.examples.every((example) => marketStatusOf(example.id) === 'active')).toBe(
      true,
    )
  })
})

describe('the CMA', () => {
  const fields = (query: string) => new URLSearchParams(query)

  test('a change needs the home first, and comes back as the changed analysis’s query', () => {
    expect(
      changeComparables(fields('comp=ames-0101'), {
        intent: 'remove:ames-0101',
        comp: ['ames-0101'],
      }),
    ).toEqual({ ok: false, message: valuationMessages.cmaHomeMissing })
    const page = cmaPage(fields('home=ames-0100'))
    const comps = page.valuation!.analysis!.comparables.map((comp) => comp.sale.id)
    const removed = changeComparables(fields('home=ames-0100'), {
      intent: `remove:${comps[0]}`,
      comp: comps,
    })
    expect(removed.ok && [...removed.query]).toEqual([
      ['home', 'ames-0100'],
      ...comps.slice(1).map((id) => ['comp', id]),
    ])
    expect(new URLSearchParams(page.csvQuery).getAll('comp')).toEqual(comps)
  })

  test('a recorded sale not at arm’s length is never a comparable, and adding it says why', () => {
    const sold = amesMarket().filter((home) => marketStatusOf(home.id) === 'sold')
    const family = sold.find((home) => home.attributes.Sale_Condition === 'Family')!
    const abnormal = sold.filter((home) => home.attributes.Sale_Condition === 'Abnorml')
    const ids = new Set(comparableSales().map((sale) => sale.id))
    expect([family, ...abnormal].some((home) => ids.has(home.id))).toBe(false)
    expect(
      changeComparables(fields('home=ames-0100'), {
        intent: `add:${family.id}`,
        comp: [],
      }),
    ).toEqual({ ok: false, message: valuationMessages.compNotArmsLength('Family') })
    // the home analysed is not its own comparable, whatever its sale: said as before
    expect(
      changeComparables(fields(`home=${family.id}`), { intent: `add:${family.id}`, comp: [] }),
    ).toEqual({ ok: false, message: valuationMessages.compUnknown })
    // the home next door to an abnormal sale still finds its comparables, none of them abnormal
    const comps = valueHome(subjectOfMarketHome(abnormal[0]!)).analysis!.comparables
    expect(comps.length).toBe(6)
    expect(comps.every((comp) => comp.sale.saleCondition === 'Normal')).toBe(true)
  })

  test('the CSV needs a home to analyze', async () => {
    const error = thrown(() => cmaCsvFile(fields('home=ames-9999')))
    expect(error.status).toBe(400)
    expect(await error.json()).toEqual({ message: valuationMessages.csvHomeMissing })
    expect(cmaCsvFile(fields('home=ames-0100')).name).toBe('cma-ames-0100.csv')
  })
})

describe('homes sold through Threshold', () => {
  test('a seller’s listing marked sold is a sale the comparables use, and leaves them when it is gone', async () => {
    const twin = marketHome(valuationMarket().sold[100]!.id)!
    const id = `s-${'vitestSoldTwin'.padEnd(20, 'x')}`
    const { id: _twinId, ...facts } = twin
    await db()
      .doc(`listings/${id}`)
      .set({
        ...facts,
        id,
        source: 'seller',
        sellerId: 'vitest-seller',
        status: 'sold',
        address: { ...twin.address, line1: '1 Twin Street' },
        addressGenerated: false,
        description: '',
        listedAt: null,
        price: twin.salePrice,
        soldPrice: twin.salePrice,
        soldAt: Date.now() - 86_400_000,
        photos: [],
        createdAt: Date.now(),
        updatedAt: Date.now(),
      })
    await expect.poll(() => comparableSales().some((sale) => sale.id === id)).toBe(true)
    const chosen =
      valueHome(subjectOfMarketHome(twin)).analysis?.comparables.map((comp) => comp.sale.id) ?? []
    expect(chosen).toContain(id)
    await db().doc(`listings/${id}`).delete()
    await expect.poll(() => comparableSales().some((sale) => sale.id === id)).toBe(false)
  })
})
