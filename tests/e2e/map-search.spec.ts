import { HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures'
import { searchMessages } from '../../app/features/search/messages'

test(
  'a neighborhood chosen from the list narrows the search to it; an area in the URL is outlined on the drawn map, kept, cleared, and a malformed one is a field error',
  { tag: '@no-js' },
  async ({ page, javaScriptEnabled }) => {
    await page.goto('/property-search')
    await page
      .getByLabel(searchMessages.neighborhood.label, { exact: true })
      .selectOption('North Ames')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/neighborhood=North\+Ames/)
    const count = page.getByRole('heading', { name: /homes · page 1 of/ })
    await expect(count).toBeVisible()
    const places = await page.locator('.listing-card__place').allTextContents()
    expect(places.length).toBeGreaterThan(0)
    expect(new Set(places)).toEqual(new Set(['North Ames']))
    // the map's data is the same search: as many homes as the page counts
    const homes = (await (
      await page.request.get('/api/map/homes?neighborhood=North+Ames')
    ).json()) as { features: unknown[] }
    const total = Number(((await count.textContent()) ?? '').replace(/[^\d].*$/, ''))
    expect(homes.features).toHaveLength(total)

    // an area drawn with JavaScript is in the URL: without it, the drawn map outlines it
    const area = '-93.66,42.02;-93.62,42.02;-93.62,42.05;-93.66,42.05'
    const drawn = await page.goto(`/property-search?${new URLSearchParams({ area })}`)
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(
      await drawn!.text(),
    )
    expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([])
    await expect(page.getByText(searchMessages.area.inside)).toBeVisible()
    // the drawn map outlines it; with JavaScript the interactive map takes the drawn map's place
    if (!javaScriptEnabled) await expect(page.locator('.results-map__area')).toHaveCount(1)
    // the filters form keeps it when the search is changed
    await page.getByLabel('Bedrooms').fill('2')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/area=/)
    await expect(page).toHaveURL(/beds=2/)
    await page.getByRole('link', { name: searchMessages.area.clear }).click()
    await expect(page.getByText(searchMessages.area.inside)).toHaveCount(0)
    await expect(page).not.toHaveURL(/area=/)
    await expect(page).toHaveURL(/beds=2/)

    await page.goto('/property-search?area=1,2;3')
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(
      page.getByRole('link', { name: /area on the map could not be read/i }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: /homes · page 1 of/ })).toBeVisible()
  },
)
