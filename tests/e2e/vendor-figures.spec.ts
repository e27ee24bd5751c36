import { randomUUID } from 'node:crypto'
import { messages } from '../../app/features/accounts/messages'
import { expect, test } from './fixtures'
import { createUser, type TestUser } from './support/accounts'
import { emulators } from './support/firebase'
import { startSessionAs } from './support/session-cookie'

// the vendor's figures page: the lead funnel, win rate, response time and revenue by month, each
// counted from the signed-in vendor's own leads and jobs

const figuresPath = '/enhanced-vendor-dashboard'
const hourMs = 3_600_000
const demoVendor = { email: 'vendor@demo.threshold.example', password: 'Demo1234' }
const amesMonth = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Chicago',
})

// the docs a test wrote, removed when it ends (createUser's accounts are removed by the fixtures)
const written: string[] = []
test.afterEach(async () => {
  const { firestore } = emulators()
  await Promise.all(written.splice(0).map((path) => firestore.doc(path).delete()))
})

async function addLead(vendor: TestUser, status: string, answeredAfterHours?: number) {
  const lead = emulators().firestore.collection('leads').doc()
  const createdAt = Date.now() - 10 * 24 * hourMs
  written.push(lead.path)
  await lead.set({
    id: lead.id,
    requestId: `figures-${randomUUID()}`,
    providerId: `figures-${vendor.uid}`,
    vendorUid: vendor.uid,
    requesterUid: 'demo-account-buyer',
    category: 'inspector',
    zip: '50010',
    date: null,
    budget: null,
    details: 'A whole-home inspection before our offer deadline',
    listingId: null,
    status,
    createdAt,
    ...(answeredAfterHours === undefined
      ? {}
      : { answeredAt: createdAt + answeredAfterHours * hourMs }),
  })
}

async function addJob(vendor: TestUser, price: number, status: 'booked' | 'completed') {
  const job = emulators().firestore.collection('jobs').doc()
  written.push(job.path)
  const now = Date.now()
  await job.set({
    id: job.id,
    quoteId: job.id,
    leadId: `figures-${job.id}`,
    requestId: `figures-${job.id}`,
    providerId: `figures-${vendor.uid}`,
    business: 'Figures Test Inspections',
    vendorUid: vendor.uid,
    clientUid: 'demo-account-buyer',
    category: 'inspector',
    zip: '50010',
    listingId: null,
    details: 'A whole-home inspection',
    price,
    startsAt: now - 2 * hourMs,
    status,
    createdAt: now - 24 * hourMs,
    ...(status === 'completed' ? { completedAt: now } : {}),
  })
}

test('the demo vendor opens its figures from the dashboard: the funnel and a year of revenue, each as a chart and a table', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  await startSessionAs(page, demoVendor)
  await page.goto('/vendor-dashboard')
  const nav = page.getByRole('navigation', { name: 'Vendor dashboard' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Figures' }).click()
  await expect(page).toHaveURL(new RegExp(`${figuresPath}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your business in figures')
  // issue 41: the navigation says where you are
  await expect(nav.getByRole('link', { name: 'Figures' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'href',
    '/vendor-dashboard',
  )

  // a chart with nothing to show says so instead of empty axes (issue 41)
  // the picture is hidden from screen readers: the table under it says each figure once
  await expect(
    page
      .getByRole('figure', { name: 'Lead funnel' })
      .locator('svg.bar-chart__picture')
      .or(page.getByText('Nothing to chart yet: no leads have reached you.')),
  ).toBeVisible()
  const funnel = page.getByRole('table', { name: 'Lead funnel, in figures' })
  await expect(funnel).toBeVisible()
  await expect(funnel.getByRole('rowheader')).toHaveText([
    'Leads received',
    'Quoted',
    'Won',
    'Jobs completed',
  ])
  await expect(page.getByText('Win rate', { exact: true })).toBeVisible()
  await expect(page.getByText('Median response time', { exact: true })).toBeVisible()

  await expect(
    page
      .getByText(/^Revenue by month from \w{3} \d{4} to \w{3} \d{4}: /)
      .or(page.getByText('Nothing to chart yet: no completed jobs in the last 12 months.')),
  ).toBeVisible()
  const revenue = page.getByRole('table', { name: 'Revenue by month, last 12 months, in figures' })
  await expect(revenue).toBeVisible()
  const months = revenue.getByRole('rowheader')
  await expect(months).toHaveCount(12)
  await expect(months.last()).toHaveText(amesMonth.format(Date.now()))
  for (const cell of await revenue.getByRole('cell').all())
    await expect(cell).toHaveText(/^\$[\d,]+$/)
  if (javaScriptEnabled) await axe()
})

test('a vendor’s figures count its own leads and jobs, and no other vendor’s', async ({
  page,
  browser,
  axe,
  javaScriptEnabled,
}) => {
  const vendor = await createUser({ role: 'vendor' })
  const other = await createUser({ role: 'vendor' })
  await addLead(vendor, 'new')
  await addLead(vendor, 'declined', 2)
  await addLead(vendor, 'quoted', 1)
  await addLead(vendor, 'won', 4)
  await addLead(vendor, 'lost', 3)
  await addJob(vendor, 425, 'completed')
  await addJob(vendor, 300, 'booked')
  await addLead(other, 'new')
  await addJob(other, 990, 'completed')

  await startSessionAs(page, vendor)
  await page.goto(figuresPath)
  // the chart is drawn; its figures are read once, from the table (issue 41)
  const funnelChart = page.getByRole('figure', { name: 'Lead funnel' })
  await expect(funnelChart.locator('svg.bar-chart__picture')).toBeVisible()
  await expect(funnelChart.getByRole('img')).toHaveCount(0)
  const funnel = page.getByRole('table', { name: 'Lead funnel, in figures' })
  await expect(funnel.getByRole('row', { name: /Leads received/ }).getByRole('cell')).toHaveText(
    '5',
  )
  await expect(funnel.getByRole('row', { name: /Quoted/ }).getByRole('cell')).toHaveText('3')
  await expect(funnel.getByRole('row', { name: /Won/ }).getByRole('cell')).toHaveText('1')
  await expect(funnel.getByRole('row', { name: /Jobs completed/ }).getByRole('cell')).toHaveText(
    '1',
  )
  await expect(page.getByText('33%: 1 of 3 quoted leads won')).toBeVisible()
  // answered after 1, 2, 3 and 4 hours: the declined lead counts, the new one does not
  await expect(
    page.getByText(
      '2.5 hours from a lead arriving to your quote or decline, over 4 answered leads',
    ),
  ).toBeVisible()
  const thisMonth = amesMonth.format(Date.now())
  const revenue = page.getByRole('table', { name: 'Revenue by month, last 12 months, in figures' })
  await expect(revenue.getByRole('rowheader')).toHaveCount(12)
  await expect(
    revenue.getByRole('row', { name: new RegExp(thisMonth) }).getByRole('cell'),
  ).toHaveText('$425')
  await expect(
    page.getByText(`$425 over the last 12 months; the best month was ${thisMonth}, with $425.`),
  ).toBeVisible()
  await expect(page.getByText('$300 over 1 job')).toBeVisible()
  await expect(page.getByText('$990')).toHaveCount(0)
  if (javaScriptEnabled) await axe()

  const otherPage = await (await browser.newContext()).newPage()
  await startSessionAs(otherPage, other)
  await otherPage.goto(figuresPath)
  const otherFunnel = otherPage.getByRole('table', { name: 'Lead funnel, in figures' })
  await expect(otherFunnel.getByRole('cell')).toHaveText(['1', '0', '0', '1'])
  await expect(
    otherPage.getByText('No quotes sent yet: your win rate shows once you quote a lead.'),
  ).toBeVisible()
  await expect(
    otherPage.getByText(
      'No leads answered yet: the time from a lead arriving to your quote or decline shows once you answer one.',
    ),
  ).toBeVisible()
  await expect(
    otherPage
      .getByRole('table', { name: 'Revenue by month, last 12 months, in figures' })
      .getByRole('row', { name: new RegExp(thisMonth) })
      .getByRole('cell'),
  ).toHaveText('$990')
  await expect(otherPage.getByText('No booked jobs waiting.')).toBeVisible()
  await expect(otherPage.getByText('$425')).toHaveCount(0)
  await otherPage.context().close()
})

test('a new vendor with nothing yet reads what each figure will show', async ({ page }) => {
  await startSessionAs(page, await createUser({ role: 'vendor' }))
  await page.goto(figuresPath)
  await expect(
    page.getByText(
      'No leads yet: when a buyer’s or seller’s request matches your services and area, it is counted here.',
    ),
  ).toBeVisible()
  // issue 41: a chart with nothing to show says so instead of empty axes
  await expect(page.getByText('Nothing to chart yet: no leads have reached you.')).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Lead funnel' }).getByRole('img')).toHaveCount(0)
  await expect(
    page.getByText(
      'No completed jobs in the last 12 months yet: mark a job done once the work is finished and its price is counted here.',
    ),
  ).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Revenue by month, last 12 months, in figures' })
      .getByRole('cell'),
  ).toHaveText(Array(12).fill('$0'))
})

test('the figures are the vendor’s: a buyer is refused and a visitor is sent to sign in', async ({
  page,
}) => {
  const visitor = await page.goto(figuresPath)
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fenhanced-vendor-dashboard$/)
  expect(visitor!.ok()).toBe(true)

  await startSessionAs(page, await createUser({ role: 'buyer' }))
  const refused = await page.goto(figuresPath)
  expect(refused!.status()).toBe(403)
  await expect(page.getByText(messages.refused.roleRequired(['vendor']))).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your business in figures' })).toHaveCount(0)
})
