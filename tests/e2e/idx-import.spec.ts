import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { idxListingId } from '../../app/features/idx/idx-id'
import { idxMessages } from '../../app/features/idx/messages'
import { buyerMessages } from '../../app/features/buyers/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// issue 23, IDX import: an admin imports a RESO Web API JSON or CSV export of another broker's
// listings; each row is reported, listings keep their id across imports (feed + ListingKey), and
// everyone finds them on /idx-listings, in search and on their property page, naming the feed

type Run = { feed: string; neighborhood: string; keys: [string, string, string] }

// names no other run uses, so parallel runs (and the two projects) never share a listing
function newRun(): Run {
  const id = randomUUID().slice(0, 8)
  return {
    feed: `E2E Prairie MLS ${id} (IDX)`,
    neighborhood: `Prairie Glen ${id}`,
    keys: [`E2E-${id}-1`, `E2E-${id}-2`, `E2E-${id}-3`],
  }
}

const columns = [
  'ListingKey',
  'ListPrice',
  'StandardStatus',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'YearBuilt',
  'SubdivisionName',
  'Latitude',
  'Longitude',
  'PublicRemarks',
] as const
type Row = Record<(typeof columns)[number], string | number | null>

// two good homes (one placed by its coordinates, one by its ZIP code's centre) and one refused (price 0)
function rowsOf(run: Run, firstPrice = 289_000): Row[] {
  const common = {
    City: 'Ames',
    StateOrProvince: 'IA',
    PostalCode: '50010',
    YearBuilt: 2004,
    SubdivisionName: run.neighborhood,
    PublicRemarks: 'Imported by the end-to-end suite.',
  }
  return [
    {
      ...common,
      ListingKey: run.keys[0],
      ListPrice: firstPrice,
      StandardStatus: 'Active',
      UnparsedAddress: '1201 Prairie View Drive, Ames, IA 50010',
      BedroomsTotal: 3,
      BathroomsTotalInteger: 2,
      LivingArea: 1640,
      Latitude: 42.0262,
      Longitude: -93.6051,
    },
    {
      ...common,
      ListingKey: run.keys[1],
      ListPrice: 342_500,
      StandardStatus: 'Pending',
      UnparsedAddress: '1207 Prairie View Drive',
      BedroomsTotal: 4,
      BathroomsTotalInteger: 3,
      LivingArea: 2210,
      Latitude: null,
      Longitude: null,
    },
    {
      ...common,
      ListingKey: run.keys[2],
      ListPrice: 0,
      StandardStatus: 'Active',
      UnparsedAddress: '1213 Prairie View Drive',
      BedroomsTotal: 2,
      BathroomsTotalInteger: 1,
      LivingArea: 980,
      Latitude: 42.0266,
      Longitude: -93.6049,
    },
  ]
}

const jsonFile = (rows: Row[]) => ({
  name: 'prairie-feed.json',
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({ '@odata.context': '$metadata#Property', value: rows }, null, 2),
  ),
})
const csvFile = (rows: Row[]) => {
  const cell = (value: string | number | null) =>
    value === null
      ? ''
      : /[",]/.test(String(value))
        ? `"${String(value).replaceAll('"', '""')}"`
        : String(value)
  const text = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(',')),
  ].join('\r\n')
  return { name: 'prairie-feed.csv', mimeType: 'text/csv', buffer: Buffer.from(text) }
}
const png = {
  name: 'prairie-feed.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
}

async function importFile(
  page: Page,
  feed: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto('/idx-listings')
  await page.getByLabel('Feed name').fill(feed)
  await page.getByLabel('Feed file').setInputFiles(file)
  await page.getByRole('button', { name: 'Import listings' }).click()
}

const storedOf = async (feed: string) =>
  (await emulators().firestore.collection('listings').where('feed', '==', feed).get()).docs
const runs: Run[] = []

test.afterEach(async () => {
  for (const run of runs.splice(0)) {
    const ids = new Set([
      ...run.keys.map((key) => idxListingId(run.feed, key)),
      ...(await storedOf(run.feed)).map((doc) => doc.id),
    ])
    await Promise.all([...ids].map((id) => emulators().firestore.doc(`listings/${id}`).delete()))
  }
})

test('only an admin imports: another account is not shown the form and its post is refused (403)', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  const run = newRun()
  runs.push(run)
  await startSessionAs(page, await createUser({ role: 'seller' }))
  await page.goto('/idx-listings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IDX listings')
  await expect(page.getByRole('heading', { name: 'Import a feed' })).toHaveCount(0)
  await expect(page.getByLabel('Feed file')).toHaveCount(0)
  if (javaScriptEnabled) await axe()
  const file = jsonFile(rowsOf(run))
  const response = await page.request.post('/idx-listings', {
    multipart: { feed: run.feed, file },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
  expect(await storedOf(run.feed)).toHaveLength(0)
})

test(
  'an admin imports a RESO JSON file: mapping and report, then the homes are browsable, searchable and name their feed; the same file changes nothing; a CSV with a new price updates',
  { tag: '@no-js' },
  async ({ page, axe, javaScriptEnabled }) => {
    // four imports, a search and two property pages: more than the default minute on a busy machine
    test.slow()
    const run = newRun()
    runs.push(run)
    const [first, second, refused] = run.keys.map((key) => idxListingId(run.feed, key)) as [
      string,
      string,
      string,
    ]
    await startSessionAs(page, await createUser({ role: 'admin' }))
    await page.goto('/idx-listings')
    await expect(
      page.getByRole('table', { name: 'Each RESO field and the Threshold field it fills' }),
    ).toContainText('ListingKey')
    if (javaScriptEnabled) await axe()

    await importFile(page, run.feed, jsonFile(rowsOf(run)))
    await expect(page.locator('#import-summary')).toHaveText(
      `prairie-feed.json (RESO JSON) from ${run.feed}: ${idxMessages.summary({ imported: 2, updated: 0, unchanged: 0, refused: 1 })}.`,
    )
    const mapping = page.getByRole('table', { name: /the column of the file that gave it/ })
    await expect(
      mapping.getByRole('row', { name: /^PostalCode ZIP code Required PostalCode$/ }),
    ).toBeVisible()
    await expect(mapping.getByRole('row', { name: /^ClosePrice/ })).toContainText('None')
    const rows = page.getByRole('table', { name: /^Each row of the file/ })
    await expect(rows.getByRole('row').filter({ hasText: run.keys[0] })).toContainText('Imported')
    await expect(rows.getByRole('row').filter({ hasText: run.keys[2] })).toContainText(
      `Refused${idxMessages.reasons.priceInvalid('0')}`,
    )
    if (javaScriptEnabled) await axe()
    expect((await storedOf(run.feed)).map((doc) => doc.id).sort()).toEqual([first, second].sort())
    expect((await emulators().firestore.doc(`listings/${refused}`).get()).exists).toBe(false)

    // browsable by everyone, each card naming its feed
    await page.goto(`/idx-listings?feed=${encodeURIComponent(run.feed)}`)
    const cards = page.getByRole('article').filter({ hasText: `From: ${run.feed}` })
    await expect(cards).toHaveCount(2)
    await expect(
      page.getByRole('link', { name: '1201 Prairie View Drive, Ames, IA 50010' }),
    ).toHaveAttribute('href', `/property/${first}`)

    // searchable by its neighborhood, like any other listing (the pending one under its status)
    await expect
      .poll(async () =>
        (
          await page.request.get(
            `/property-search?${new URLSearchParams({ place: run.neighborhood })}`,
          )
        ).text(),
      )
      .toContain(`/property/${first}`)
    await page.goto(`/property-search?${new URLSearchParams({ place: run.neighborhood })}`)
    await expect(
      page.getByRole('link', { name: '1201 Prairie View Drive, Ames, IA 50010' }),
    ).toBeVisible()

    // its page names the feed
    await page.goto(`/property/${first}`)
    await expect(page.getByText(`List price from ${run.feed}, listed`)).toBeVisible()
    await expect(
      page.getByText(`Listing information from ${run.feed}, imported by Threshold`),
    ).toBeVisible()
    // who answers for it, said plainly: the feed's listing agent, to whom Threshold passes nothing
    await expect(page.getByText(buyerMessages.idxHere(run.feed))).toBeVisible()
    await expect(page.getByText(buyerMessages.noSellerHere)).toHaveCount(0)
    await page.goto(`/property/${second}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '1207 Prairie View Drive, Ames, IA 50010',
    )

    // the same file again: nothing changes, nothing is duplicated
    const before = (await storedOf(run.feed)).map((doc) => doc.get('updatedAt') as number)
    await importFile(page, run.feed, jsonFile(rowsOf(run)))
    await expect(page.locator('#import-summary')).toContainText(
      idxMessages.summary({ imported: 0, updated: 0, unchanged: 2, refused: 1 }),
    )
    const stored = await storedOf(run.feed)
    expect(stored).toHaveLength(2)
    expect(stored.map((doc) => doc.get('updatedAt') as number)).toEqual(before)

    // a CSV with the same keys and a new price updates that listing in place
    await importFile(page, run.feed, csvFile(rowsOf(run, 279_000).slice(0, 2)))
    await expect(page.locator('#import-summary')).toHaveText(
      `prairie-feed.csv (CSV) from ${run.feed}: ${idxMessages.summary({ imported: 0, updated: 1, unchanged: 1, refused: 0 })}.`,
    )
    await expect(
      page
        .getByRole('table', { name: /the column of the file that gave it/ })
        .getByRole('row', { name: /^ListPrice/ }),
    ).toContainText('ListPrice')
    expect((await emulators().firestore.doc(`listings/${first}`).get()).get('price')).toBe(279_000)
    expect(await storedOf(run.feed)).toHaveLength(2)
  },
)

test(
  'a file that is neither JSON nor CSV is refused with a reason, whatever its name, and nothing is stored',
  { tag: '@no-js' },
  async ({ page }) => {
    const run = newRun()
    runs.push(run)
    await startSessionAs(page, await createUser({ role: 'admin' }))
    await importFile(page, run.feed, png)
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      idxMessages.form.notJsonOrCsv,
    )
    await expect(page).toHaveTitle(/^Error: IDX listings/)
    await expect(page.getByLabel('Feed name')).toHaveValue(run.feed)
    expect(await storedOf(run.feed)).toHaveLength(0)

    await importFile(page, '', jsonFile(rowsOf(run)))
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      idxMessages.form.feedMissing,
    )
    expect(await storedOf(run.feed)).toHaveLength(0)
  },
)
