import { explorerMessages } from '../../app/features/market/messages'
import { amesMarket } from '../../app/features/market/load-market.server'
import { searchMessages } from '../../app/features/search/messages'
import { widgetMessages } from '../../app/features/widgets/messages'
import { expect, test } from './fixtures'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'

// issue 23, market tools: the neighborhood explorer (figures, a map colored by a measure, a table)
// and the embeddable widgets (framed by any site, no cookies), with their testing page

const homes = amesMarket()
const names = [...new Set(homes.map((home) => home.neighborhood))].sort((a, b) =>
  a.localeCompare(b, 'en'),
)
const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`
const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const table = (page: Page) => page.getByRole('table', { name: explorerMessages.tableTitle })
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
const legendOf = (page: Page) => page.locator('.map-legend li')
const areaFills = (page: Page) =>
  page
    .locator('.neighborhood-map path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')))

test.describe('the neighborhood explorer', () => {
  test('lists every neighborhood with its figures, on a map with a legend and in a table, and links each to its search', async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    await page.goto('/neighborhood-explorer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(explorerMessages.title)
    if (javaScriptEnabled) await axe()

    for (const name of names) await expect(rowOf(page, name)).toHaveCount(1)
    await expect(page.locator('.neighborhood-map path')).toHaveCount(names.length)
    await expect(page.locator('.neighborhood-map text')).toHaveCount(names.length)

    // Veenker's recorded sales, worked out here from the data: median price, and per sq ft in 2006
    const veenker = homes.filter((home) => home.neighborhood === 'Veenker')
    const in2006 = veenker.filter((home) => new Date(home.saleDate).getUTCFullYear() === 2006)
    const cells = rowOf(page, 'Veenker').getByRole('cell')
    const headers = await table(page).locator('thead th').allInnerTexts()
    const cellUnder = async (header: string) =>
      (await cells.allInnerTexts())[headers.indexOf(header) - 1]
    expect(await cellUnder('Recorded sales')).toBe(String(veenker.length))
    expect(await cellUnder(explorerMessages.measures.price)).toBe(
      dollars(middle(veenker.map((home) => home.salePrice))),
    )
    expect(await cellUnder(explorerMessages.columns.perSqftIn(2006))).toBe(
      dollars(middle(in2006.map((home) => home.salePrice / home.sqft))),
    )
    for (const year of [2006, 2007, 2008, 2009, 2010])
      expect(headers).toContain(explorerMessages.columns.perSqftIn(year))

    await expect(
      page.getByText(explorerMessages.legendTitle(explorerMessages.measures.price)),
    ).toBeVisible()
    await expect(legendOf(page).first()).toHaveText(/^\$[\d,]+ to \$[\d,]+$/)
    await expect(page.getByText(explorerMessages.definitions.daysOnMarket)).toBeVisible()

    // "Sawyer" is Sawyer, not Sawyer West too: the search finds as many homes as the row counts
    const forSale = Number(await cellUnder(explorerMessages.measures['for-sale']))
    expect(forSale).toBeGreaterThan(0)
    const sawyerSearch = rowOf(page, 'Sawyer').getByRole('link', {
      name: explorerMessages.searchLink('Sawyer'),
    })
    // the link is the search's own Neighborhood choice, shown chosen on the search page
    await expect(sawyerSearch).toHaveAttribute('href', '/property-search?neighborhood=Sawyer')
    const sawyerCount = (await rowOf(page, 'Sawyer').getByRole('cell').allInnerTexts())[
      headers.indexOf(explorerMessages.measures['for-sale']) - 1
    ]
    const counted = page.getByRole('heading', { name: new RegExp(`^${sawyerCount} homes?`) })
    await sawyerSearch.click()
    await expect(page).toHaveURL(/\/property-search\?neighborhood=Sawyer$/)
    await expect(counted).toBeVisible()
    await expect(page.getByLabel(searchMessages.neighborhood.label, { exact: true })).toHaveValue(
      'Sawyer',
    )
    // the links it gave before still find the same homes
    await page.goto('/property-search?place=Sawyer')
    await expect(counted).toBeVisible()
  })

  test(
    'the measure form colors the map by another measure, with its own legend; an unknown measure is refused',
    { tag: '@no-js' },
    async ({ page, axe, javaScriptEnabled }) => {
      await page.goto('/neighborhood-explorer')
      const byPrice = await areaFills(page)
      await page.getByRole('radio', { name: explorerMessages.measures['for-sale'] }).check()
      await page.getByRole('button', { name: explorerMessages.measureButton }).click()
      await expect(page).toHaveURL(/measure=for-sale/)
      await expect(
        page.getByText(explorerMessages.legendTitle(explorerMessages.measures['for-sale'])),
      ).toBeVisible()
      await expect(legendOf(page).first()).toHaveText(/^\d+ homes?( to \d+ homes?)?$/)
      await expect(
        page.getByRole('radio', { name: explorerMessages.measures['for-sale'] }),
      ).toBeChecked()
      expect(await areaFills(page)).not.toEqual(byPrice)

      await page.getByRole('radio', { name: explorerMessages.measures['days-on-market'] }).check()
      await page.getByRole('button', { name: explorerMessages.measureButton }).click()
      await expect(
        page.getByText(explorerMessages.legendTitle(explorerMessages.measures['days-on-market'])),
      ).toBeVisible()
      await expect(legendOf(page).first()).toHaveText(/^\d+ days?( to \d+ days?)?$/)
      if (javaScriptEnabled) await axe()

      await page.goto('/neighborhood-explorer?measure=__proto__')
      await expect(page).toHaveTitle(/^Error: /)
      await expect(page.getByRole('alert')).toContainText(explorerMessages.measureUnknown)
      await expect(
        page.getByText(explorerMessages.legendTitle(explorerMessages.measures.price)),
      ).toBeVisible()
    },
  )
})

test.describe('embeddable widgets', () => {
  test(
    'the widgets may be framed by any site and set no cookies; every other page still forbids framing',
    { tag: '@no-js' },
    async ({ page, playwright, baseURL }) => {
      const visitor = await playwright.request.newContext({ baseURL })
      // an address of this test's own, so the first visit is the page cache's first sight of it
      const ref = `${test.info().project.name}-${Date.now()}`
      for (const path of [
        `/widgets/valuation?ref=${ref}`,
        `/widgets/search?place=Somerset&ref=${ref}`,
      ]) {
        for (const visit of ['miss', 'hit']) {
          const response = await visitor.get(path)
          expect(response.status(), path).toBe(200)
          expect(response.headers()['content-security-policy'], path).toContain('frame-ancestors *')
          expect(response.headers()['x-frame-options'], path).toBeUndefined()
          expect(response.headers()['set-cookie'], path).toBeUndefined()
          // the page cache keeps a widget for visitors without cookies, and its policy with it
          expect(response.headers()['x-cache'], `${path} ${visit}`).toBe(visit)
        }
      }
      for (const path of ['/neighborhood-explorer', '/widget-testing', '/', '/property-search']) {
        const response = await visitor.get(path)
        expect(response.headers()['content-security-policy'], path).toContain(
          "frame-ancestors 'self'",
        )
        expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN')
      }
      // a widget changes nothing: a post to it from another site is refused like any other
      const posted = await visitor.post('/widgets/search', {
        headers: { origin: 'https://partner.example' },
        form: { place: 'Somerset' },
      })
      expect(posted.status()).toBe(403)
      expect(await visitor.storageState()).toMatchObject({ cookies: [] })
      await visitor.dispose()

      // another site's page frames a widget and a page of the site: the browser shows only the widget.
      // The other site is a server of the test's own at `localhost` (another host: another site; a
      // loopback one, as the browser lets only loopback pages frame loopback addresses)
      const partner = createServer((_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(`<!doctype html><title>Partner</title><h1>Partner</h1>
        <iframe id="widget" title="Home search" width="480" height="640" src="${baseURL}/widgets/search?place=Somerset"></iframe>
        <iframe id="page" title="Search page" src="${baseURL}/property-search?place=Somerset"></iframe>`)
      })
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
      try {
        await page.goto(`http://localhost:${(partner.address() as AddressInfo).port}/`)
        const widget = page.frameLocator('#widget')
        await expect(widget.getByRole('heading', { level: 1 })).toHaveText(
          widgetMessages.search.heading,
        )
        await expect(
          widget.getByRole('heading', { level: 2, name: / homes? for sale$/ }),
        ).toBeVisible()
        await widget.getByLabel(widgetMessages.search.beds).fill('3')
        await widget.getByRole('button', { name: widgetMessages.search.submit }).click()
        await expect
          .poll(() => page.frames().map((frame) => frame.url()))
          .toContainEqual(expect.stringMatching(/\/widgets\/search\?.*beds=3/))
        // the page of the site was refused: its frame shows the browser's error page instead
        expect(
          await page.frameLocator('#page').getByRole('heading', { name: 'Search homes' }).count(),
        ).toBe(0)
        expect(page.frames().map((frame) => frame.url())).not.toContainEqual(
          expect.stringContaining('/property-search'),
        )
        expect(await page.context().cookies()).toEqual([])
      } finally {
        partner.close()
      }
    },
  )

  test(
    'the valuation widget’s estimate for a home’s facts is the one /ai-valuation gives',
    { tag: '@no-js' },
    async ({ page, axe, javaScriptEnabled }) => {
      const facts = async (submit: string) => {
        await page.getByLabel('Neighborhood', { exact: true }).selectOption('College Creek')
        await page.getByLabel('Living area (sq ft)').fill('1800')
        await page.getByLabel('Year built', { exact: true }).fill('2001')
        await page.getByLabel('Bedrooms', { exact: true }).fill('3')
        await page.getByLabel('Full bathrooms', { exact: true }).fill('2')
        await page.getByRole('button', { name: submit }).click()
        const estimate = page.getByRole('region', { name: 'Threshold estimate' })
        await expect(estimate).toBeVisible()
        return estimate.locator('.valuation-estimate__value').innerText()
      }
      await page.goto('/widgets/valuation')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        widgetMessages.valuation.heading,
      )
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
      if (javaScriptEnabled) await axe()
      const fromWidget = await facts(widgetMessages.valuation.submit)
      expect(fromWidget).toMatch(/^\$[\d,]+$/)
      const full = page.getByRole('link', { name: widgetMessages.valuation.fullReport })
      await expect(full).toHaveAttribute('target', '_top')
      await expect(full).toHaveAttribute('href', /^\/ai-valuation\?neighborhood=College\+Creek/)
      if (javaScriptEnabled) await axe()

      await page.goto('/ai-valuation')
      expect(await facts('Get the estimate')).toBe(fromWidget)

      // what the widget refuses, it says at the top, as /ai-valuation does
      await page.goto('/widgets/valuation?neighborhood=College+Creek&sqft=12')
      await expect(page).toHaveTitle(/^Error: /)
      await expect(page.getByRole('alert')).toContainText('Living area must be at least 300 sq ft')
    },
  )

  test(
    'the search widget shows the newest matching homes for sale, each linking to the site in the whole window',
    { tag: '@no-js' },
    async ({ page, axe, javaScriptEnabled }) => {
      await page.goto('/widgets/search')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        widgetMessages.search.heading,
      )
      await page.getByLabel(widgetMessages.search.place).fill('Somerset')
      await page.getByLabel(widgetMessages.search.beds).fill('3')
      await page.getByRole('button', { name: widgetMessages.search.submit }).click()
      await expect(page).toHaveURL(/place=Somerset/)
      // the link to the whole search names the search asked for once its answer is on the page
      await expect(page.getByRole('link', { name: /^See all / })).toHaveAttribute(
        'href',
        '/property-search?place=Somerset&beds=3',
      )
      const count = page.getByRole('heading', { level: 2, name: / homes? for sale$/ })
      const total = Number((await count.innerText()).replace(/\D/g, ''))
      expect(total).toBeGreaterThan(0)
      const homesShown = page.getByRole('listitem').filter({ has: page.getByRole('link') })
      await expect(homesShown).toHaveCount(Math.min(5, total))
      for (const link of await homesShown.getByRole('link').all()) {
        await expect(link).toHaveAttribute('target', '_top')
        await expect(link).toHaveAttribute('href', /^\/property\/[\w-]+$/)
      }
      await expect(
        page.getByRole('link', { name: widgetMessages.search.seeAll(total) }),
      ).toBeVisible()
      if (javaScriptEnabled) await axe()

      await page.getByLabel(widgetMessages.search.maxPrice).fill('lots')
      await page.getByRole('button', { name: widgetMessages.search.submit }).click()
      await expect(page).toHaveTitle(/^Error: /)
      await expect(page.getByRole('alert')).toContainText('Max price must be a number')
    },
  )

  test('/widget-testing shows each widget’s embed code at the public address and a live preview', async ({
    page,
    axe,
    javaScriptEnabled,
    baseURL,
  }) => {
    await page.goto('/widget-testing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(widgetMessages.testing.title)
    for (const [path, title, heading] of [
      ['/widgets/valuation', widgetMessages.valuation.frameTitle, widgetMessages.valuation.heading],
      ['/widgets/search', widgetMessages.search.frameTitle, widgetMessages.search.heading],
    ] as const) {
      const section = page.getByRole('region', { name: title })
      await expect(section.locator('pre code')).toHaveText(
        new RegExp(`^${escape(`<iframe src="${baseURL}${path}" title="${title}" `)}`),
      )
      const preview = section.locator(`iframe[title="${title}"]`)
      await expect(preview).toHaveAttribute('src', path)
      await expect(section.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
        heading,
      )
    }
    if (javaScriptEnabled) await axe()

    // a home chosen in the search preview opens in the whole window
    const search = page
      .getByRole('region', { name: widgetMessages.search.frameTitle })
      .frameLocator('iframe')
    await search.getByRole('listitem').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/property\/[\w-]+$/)
  })
})
