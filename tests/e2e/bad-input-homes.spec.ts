import { expect, test } from './fixtures'
import { megabyte, postForm as post, script, type Case } from './support/hostile-posts'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'
import { visibleText } from './support/visible-text'
import { unsavableSearch } from '../../app/features/buyers/saved-searches'

// the homes, buyer and valuation forms, posted malformed and hostile input by a signed-in buyer:
// each answers 4xx with a clear message, writes nothing, and reflects no markup unescaped.
// Other buyers' tours and saved searches cannot be touched. (The auth forms: bad-input.spec.ts)

async function countOf(collection: string, uid: string) {
  return (await emulators().firestore.collection(collection).where('uid', '==', uid).get()).size
}

test('every buyer form refuses bad input clearly and stores nothing', async ({ page }) => {
  test.slow()
  const buyer = await createUser({ role: 'buyer' })
  await startSessionAs(page, buyer)
  await page.goto('/property-search?status=active&sort=price-asc')
  const activeId = ((await page.locator('.listing-card h3 a').first().getAttribute('href')) ?? '')
    .split('/')
    .at(-1)!
  await page.goto('/property-search?status=sold')
  const soldId = ((await page.locator('.listing-card h3 a').first().getAttribute('href')) ?? '')
    .split('/')
    .at(-1)!
  const home = `/property/${activeId}`

  const cases: Case[] = [
    {
      name: 'an unknown intent',
      path: home,
      body: { intent: script },
      expect: 'That action is not available on this page.',
    },
    {
      name: 'a question without fields',
      path: home,
      body: { intent: 'ask' },
      expect: 'Enter your name',
    },
    {
      name: 'a question of markup and a bad e-mail',
      path: home,
      body: { intent: 'ask', name: script, email: script, message: script },
      expect: 'Please enter a valid email address',
    },
    {
      name: 'a 1 MB question',
      path: home,
      body: { intent: 'ask', name: 'Ann', email: 'ann@example.com', message: megabyte },
      expect: /too (long|much)|large/,
    },
    {
      name: 'a question in arrays',
      path: home,
      body: {
        intent: 'ask',
        name: ['a', 'b'],
        email: ['a@b.co', 'c@d.co'],
        message: ['hello there', 'again'],
      },
    },
    {
      name: 'a tour at no time',
      path: home,
      body: { intent: 'tour', slot: 'soon' },
      expect: 'Choose a time for the tour',
    },
    { name: 'a tour at a forged time', path: home, body: { intent: 'tour', slot: '1' } },
    {
      name: 'a tour of a sold home',
      path: `/property/${soldId}`,
      body: { intent: 'tour', slot: String(Date.now()) },
    },
    {
      name: 'an offer of words',
      path: home,
      body: { intent: 'offer', amount: 'lots', financing: 'cash', closingDate: '2030-01-01' },
      expect: 'Enter the amount as a number, like 245000',
    },
    {
      name: 'a negative offer',
      path: home,
      body: { intent: 'offer', amount: '-5', financing: 'cash', closingDate: '2030-01-01' },
      expect: 'An offer must be at least $1,000',
    },
    {
      name: 'an offer with forged financing and contingencies',
      path: home,
      body: {
        intent: 'offer',
        amount: '200000',
        financing: 'bitcoin',
        contingencies: [script, 'inspection'],
        closingDate: script,
      },
    },
    {
      name: 'an offer with another buyer’s id',
      path: home,
      body: {
        intent: 'offer',
        amount: '200000',
        financing: 'cash',
        closingDate: 'yesterday',
        uid: 'someone-else',
      },
      expect: 'Enter the closing date as YYYY-MM-DD',
    },
    {
      name: 'a home that does not exist',
      path: '/property/..%2F..%2Fusers',
      body: { intent: 'save' },
      status: 404,
    },
    {
      name: 'a saved search without a name',
      path: '/property-search',
      body: { name: '', frequency: 'daily', params: 'beds=3' },
      expect: 'Give the search a name',
    },
    {
      name: 'a saved search of markup and a forged frequency',
      path: '/property-search',
      body: { name: script, frequency: 'hourly', params: 'x'.repeat(3_000) },
      expect: 'Choose how often to be alerted',
    },
    {
      name: 'preferences of the wrong types',
      path: '/buyer-flow',
      body: { budget: 'a lot', beds: '-2', mustHaves: [script] },
    },
    { name: 'a 1 MB area', path: '/buyer-flow', body: { area: megabyte } },
    {
      name: 'an income of words',
      path: '/fast-online-application?step=income',
      body: { income: script },
      expect: /as a number/,
    },
    {
      name: 'a negative down payment',
      path: '/fast-online-application?step=downPayment',
      body: { downPayment: '-1' },
      expect: "Your down payment can't be negative",
    },
    {
      name: 'a step that does not exist',
      path: '/fast-online-application?step=admin',
      body: { income: '1' },
      expect: 'That step does not exist.',
    },
    {
      name: 'cancelling a tour that does not exist',
      path: '/appointments',
      body: { intent: 'cancel', appointmentId: script },
      status: 404,
    },
    {
      name: 'deleting a saved search that does not exist',
      path: '/buyer-dashboard',
      body: { intent: 'delete-search', searchId: '../users' },
      status: 404,
    },
    // the CMA's forms post to the page's own address, which names the home and its comps
    {
      name: 'a CMA change with a forged intent',
      path: '/cma?home=ames-0100&comp=ames-0101',
      body: { home: 'ames-0100', intent: script, comp: 'ames-0101' },
      expect: 'Choose a sale to add or remove',
    },
    {
      name: 'a CMA change with forged comp ids',
      path: '/cma?home=ames-0100&comp=ames-0101',
      body: {
        home: 'ames-0100',
        intent: 'add-address',
        addAddress: script,
        comp: ['../x', script],
      },
    },
    ...['__proto__', 'constructor', 'toString'].flatMap((id): Case[] => [
      {
        name: `saving a home with the id ${id}`,
        path: `/property/${id}`,
        body: { intent: 'save' },
        status: 404,
      },
      {
        name: `cancelling a tour with the id ${id}`,
        path: '/appointments',
        body: { intent: 'cancel', appointmentId: id },
        status: 404,
      },
      {
        name: `deleting a saved search with the id ${id}`,
        path: '/buyer-dashboard',
        body: { intent: 'delete-search', searchId: id },
        status: 404,
      },
    ]),
    {
      name: 'saving a home at an undecodable address',
      path: '/property/%FF%FE',
      body: { intent: 'save' },
      status: 400,
    },
    {
      name: 'a must-have named like an object property',
      path: '/buyer-flow',
      body: { mustHaves: ['constructor', '__proto__'] },
      expect: 'Choose must-haves from the list',
    },
    {
      name: 'a saved search with a line break in its parameters',
      path: '/property-search',
      body: { name: 'Mine', frequency: 'daily', params: 'beds=3\r\nX-Evil: 1' },
      status: 400,
      expect: unsavableSearch,
    },
    {
      name: 'a saved search with an encoded line break',
      path: '/property-search',
      body: { name: 'Mine', frequency: 'daily', params: 'q=a%0D%0ASet-Cookie:%20x=1' },
      status: 400,
      expect: unsavableSearch,
    },
  ]
  for (const testCase of cases) {
    const started = Date.now()
    const response = await post(page.request, testCase.path, testCase.body)
    const text = await response.text()
    const status = response.status()
    const label = `${testCase.path}: ${testCase.name} → ${status} ${text.slice(0, 200)}`
    expect(Date.now() - started, label).toBeLessThan(4_000)
    if (testCase.status) expect(status, label).toBe(testCase.status)
    expect(status, label).toBeGreaterThanOrEqual(400)
    expect(status, label).toBeLessThan(500)
    expect(text, label).not.toContain(script)
    if (testCase.expect) expect(await visibleText(response), label).toMatch(testCase.expect)
  }
  for (const collection of ['inquiries', 'appointments', 'offers', 'savedSearches', 'savedHomes'])
    expect(await countOf(collection, buyer.uid), collection).toBe(0)
  const profile = await emulators().firestore.doc(`users/${buyer.uid}`).get()
  expect(profile.get('preferences')).toBeUndefined()
  expect(profile.get('application')).toBeUndefined()
})

test('a buyer cannot cancel another buyer’s tour or delete their saved search', async ({
  page,
}) => {
  const [owner, intruder] = await Promise.all([
    createUser({ role: 'buyer' }),
    createUser({ role: 'buyer' }),
  ])
  const { firestore } = emulators()
  const now = Date.now()
  const tour = firestore.collection('appointments').doc()
  await tour.set({
    id: tour.id,
    uid: owner.uid,
    listingId: 'ames-0001',
    address: '1 Test Street, Ames, IA 50010',
    startsAt: now + 86_400_000,
    status: 'scheduled',
    createdAt: now,
  })
  const search = firestore.collection('savedSearches').doc()
  await search.set({
    id: search.id,
    uid: owner.uid,
    name: 'Mine',
    frequency: 'weekly',
    params: 'beds=3',
    createdAt: now,
  })

  await startSessionAs(page, intruder)
  const cancel = await post(page.request, '/appointments', {
    intent: 'cancel',
    appointmentId: tour.id,
  })
  expect(cancel.status()).toBe(404)
  expect(await visibleText(cancel)).toContain('We could not find that tour among yours.')
  const remove = await post(page.request, '/buyer-dashboard', {
    intent: 'delete-search',
    searchId: search.id,
  })
  expect(remove.status()).toBe(404)
  expect((await tour.get()).get('status')).toBe('scheduled')
  expect((await search.get()).exists).toBe(true)
  expect((await page.request.get(`/appointments/${tour.id}/calendar.ics`)).status()).toBe(404)
})

test('ids no record can have, and undecodable addresses, answer 4xx at once', async ({ page }) => {
  test.slow()
  await startSessionAs(page, await createUser({ role: 'buyer' }))
  const answers: Array<[string, number]> = [
    ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__name__'].flatMap(
      (id): Array<[string, number]> => [
        [`/property/${id}`, 404],
        [`/appointments/${id}/calendar.ics`, 404],
        [`/detailed-ai-valuation/${id}`, 404],
        [`/auth/stand-in/${id}`, 404],
        [`/cma/analysis.csv?home=${id}`, 400],
      ],
    ),
    ['/property/%FF%FE', 400],
    ['/%FF', 400],
    ['/appointments/%C0%AF/calendar.ics', 400],
  ]
  for (const [path, status] of answers) {
    const started = Date.now()
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    expect(Date.now() - started, path).toBeLessThan(4_000)
    if (status === 400 && !path.startsWith('/cma'))
      expect(await response.text(), path).toContain('That address is not valid')
  }
})

test('the valuation forms answer bad input with 400 and a clear message', async ({ request }) => {
  const ask = async (query: Record<string, string>) => {
    const response = await request.get(`/ai-valuation?${new URLSearchParams(query)}`)
    return { status: response.status(), text: await response.text() }
  }
  const negative = await ask({
    neighborhood: 'Gilbert',
    sqft: '-400',
    beds: '3',
    fullBaths: '2',
    yearBuilt: '1990',
  })
  expect(negative.status).toBe(400)
  expect(negative.text).toContain('Living area can’t be negative')
  const future = await ask({
    neighborhood: 'Gilbert',
    sqft: '1400',
    beds: '3',
    fullBaths: '2',
    yearBuilt: String(new Date().getUTCFullYear() + 1),
  })
  expect(future.text).toContain('Year built can’t be in the future')
  const unknown = await ask({ address: script })
  expect(unknown.status).toBe(400)
  expect(unknown.text).toContain('We could not find that address in Ames')
  expect(unknown.text).not.toContain(script)
  const forgedPlace = await ask({
    neighborhood: script,
    sqft: '1400',
    beds: '3',
    fullBaths: '2',
    yearBuilt: '1990',
  })
  expect(forgedPlace.status).toBe(400)
  expect(forgedPlace.text).not.toContain(script)
  const huge = await ask({ address: megabyte.slice(0, 5_000) })
  expect(huge.status).toBe(400)
  expect(huge.text).toContain('Enter an address of at most 200 characters')
  const words = await ask({
    neighborhood: 'Gilbert',
    sqft: 'big',
    beds: 'many',
    fullBaths: '2',
    yearBuilt: 'old',
  })
  expect(words.text).toContain('Living area must be a number of sq ft, like 1500')
  expect(words.text).toContain('Bedrooms must be a number')
  const csv = await request.get(`/cma/analysis.csv?home=${encodeURIComponent(script)}`)
  expect(csv.status()).toBe(400)
  expect(await csv.text()).not.toContain(script)
})
