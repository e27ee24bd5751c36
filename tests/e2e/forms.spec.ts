import type { Page } from '@playwright/test'
import { messages } from '../../app/features/accounts/messages'
import { buyerMessages } from '../../app/features/buyers/messages'
import { expect, test } from './fixtures'
import { createUser } from './support/accounts'
import { emulators } from './support/firebase'
import { demoHomeForSalePath } from './support/seller-listings'
import { startSessionAs } from './support/session-cookie'

// issue 16 item 7 and issue 17 items 1 and 9 and its minor form findings: one set of form parts,
// one "Error:" title, a summary that takes focus once per submit. Each journey runs with
// JavaScript on and off (the two projects) unless it says otherwise

const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' })

// the pages with forms, as a signed-in buyer sees them
const formPages = [
  '/',
  '/auth/register',
  '/auth/forgot-password',
  '/property-search?beds=3',
  '/buyer-flow',
  '/fast-online-application',
  '/ai-valuation',
  '/cma',
  '/cma?home=ames-0001',
  '/landing/ai-home-valuation',
  '/detailed-ai-valuation',
]

// the form pages, with a home for sale (its tour and offer forms) among them
async function formPagesFor(_page: Page) {
  return [...formPages, await demoHomeForSalePath()]
}

test.describe('with JavaScript, the summary takes focus once per submit', () => {
  test('after a failed registration, "Kay" typed into Full Name keeps every character', async ({
    page,
  }) => {
    await page.goto('/auth/register')
    await page.getByRole('button', { name: 'Create Account' }).click()
    const summary = summaryOf(page)
    await expect(summary).toBeFocused()
    const fullName = page.getByLabel('Full Name')
    await fullName.click()
    await fullName.pressSequentially('Kay', { delay: 150 })
    await expect(fullName).toHaveValue('Kay')
    await expect(fullName).toBeFocused()
    // the field is checked again as it changes; the summary stays as the last submit left it
    await expect(
      page.locator('.field__error', { hasText: messages.validation.fullName }),
    ).toHaveCount(0)
    await expect(summary).toContainText(messages.validation.fullName)
    // the next submit takes focus again
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(summary).toBeFocused()
    await expect(summary).not.toContainText(messages.validation.fullName)
  })

  for (const [path, button] of [
    ['/ai-valuation', 'Get the estimate'],
    ['/cma', 'Find comparable sales'],
    ['/landing/ai-home-valuation', 'Get my free estimate'],
  ] as const) {
    test(`after a failed valuation from ${path}, "1500" typed into the size keeps every character`, async ({
      page,
    }) => {
      await page.goto(path)
      await page.getByRole('button', { name: button }).click()
      await expect(summaryOf(page)).toBeFocused()
      const size = page.getByLabel('Living area (sq ft)')
      await size.click()
      await size.pressSequentially('1500', { delay: 150 })
      await expect(size).toHaveValue('1500')
      await expect(size).toBeFocused()
    })
  }

  test('a second failed sign-in takes focus again, and a pending one keeps focus and says so', async ({
    page,
  }) => {
    const user = await createUser()
    await page.goto('/auth/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill('WrongPass1')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(summaryOf(page)).toBeFocused()
    await page.getByLabel('Password', { exact: true }).fill('WrongPass2')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(summaryOf(page)).toBeFocused()

    let posts = 0
    let release = () => {}
    await page.route('**/auth/login.data*', async (route) => {
      posts += 1
      await new Promise<void>((resolve) => (release = resolve))
      await route.continue()
    })
    const password = page.getByLabel('Password', { exact: true })
    await password.fill(user.password)
    await password.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Signing in...' })).toHaveCount(1)
    await expect(password).toBeFocused()
    await password.press('Enter')
    release()
    await expect(page).not.toHaveURL(/\/auth\/login/)
    expect(posts).toBe(1)
  })
})

test.describe('with JavaScript, a form on its way says so and ignores a second press', () => {
  test('a question pressed twice while it is sent is sent once, and only its own button says "Sending..."', async ({
    page,
  }) => {
    const buyer = await createUser()
    await startSessionAs(page, buyer)
    await page.goto(await demoHomeForSalePath())
    await page.waitForFunction(() => Boolean((window as { __remixRouter?: unknown }).__remixRouter))
    let posts = 0
    let release = () => {}
    await page.route('**/property/*.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      await new Promise<void>((resolve) => (release = resolve))
      await route.continue()
    })
    const question = page.getByLabel('Your question')
    await question.fill('Is the roof new?')
    const send = page.getByRole('button', { name: 'Send question' })
    await send.click()
    const sending = page.locator('#ask').getByRole('button', { name: 'Sending...' })
    await expect(sending).toHaveAttribute('aria-disabled', 'true')
    await expect(
      page.locator('#ask').getByRole('status').filter({ hasText: 'Sending...' }),
    ).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Book tour' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // aria-disabled is not disabled: a person can still press it, and nothing must happen
    await sending.click({ force: true })
    await question.press('Control+Enter')
    await page.getByLabel('Your name').press('Enter')
    release()
    // a demo home for sale: the toast says the demo seller has it (ADR 053)
    await expect(page.getByText(buyerMessages.demoAsked.description).first()).toBeVisible()
    expect(posts).toBe(1)
    const stored = await emulators()
      .firestore.collection('inquiries')
      .where('uid', '==', buyer.uid)
      .count()
      .get()
    expect(stored.data().count).toBe(1)
  })
})

test(
  'an empty sign-in leaves the email empty and each summary entry names its field, under one "Error:" title',
  { tag: '@no-js' },
  async ({ page }) => {
    await page.goto('/auth/login')
    await page.getByLabel('Email').fill('')
    await page.getByLabel('Password', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const summary = summaryOf(page)
    await expect(
      summary.getByRole('link', { name: `Email: ${messages.validation.required}`, exact: true }),
    ).toBeVisible()
    await expect(
      summary.getByRole('link', { name: `Password: ${messages.validation.required}`, exact: true }),
    ).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveTitle(/^Error: Sign in · Threshold$/)
    await expect(page.locator('title')).toHaveCount(1)
  },
)

test('a failed registration has one <title>, "Error: ..."', { tag: '@no-js' }, async ({ page }) => {
  await page.goto('/auth/register')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(summaryOf(page)).toBeVisible()
  await expect(page).toHaveTitle(/^Error: Create your account/)
  await expect(page.locator('title')).toHaveCount(1)
})

test('the offer’s financing select is tied to its error', { tag: '@no-js' }, async ({ page }) => {
  await startSessionAs(page, await createUser())
  await page.goto(await demoHomeForSalePath())
  // a value the list does not offer, as a forged post would send
  await page.getByRole('combobox', { name: 'Financing' }).evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Barter', 'barter', true, true))
  })
  await page.getByRole('button', { name: 'Submit offer' }).click()
  const financing = page.getByRole('combobox', { name: 'Financing' })
  await expect(financing).toHaveAttribute('aria-invalid', 'true')
  const errorId = (await financing.getAttribute('aria-describedby'))!.split(' ').at(-1)!
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Error: Choose how you will pay')
  await expect(
    page.locator('#offer').getByRole('link', { name: 'Financing: Choose how you will pay' }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^Error: /)
})

test(
  'a failed search filter and a failed saved search each have their own summary and ids',
  { tag: '@no-js' },
  async ({ page }) => {
    await startSessionAs(page, await createUser())
    await page.goto('/property-search?minPrice=cheap&beds=3')
    await page.locator('details.save-search summary').click()
    await page.getByLabel('Name', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save search' }).click()
    await expect(page.getByRole('alert')).toHaveCount(2)
    await expect(
      page.locator('.save-search').getByRole('link', { name: 'Name: Give the search a name' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Error: /)
    const ids = await page
      .locator('[id]')
      .evaluateAll((elements) => elements.map((element) => element.id))
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  },
)

test(
  'the save toggle keeps its name and says its state with aria-pressed alone',
  { tag: '@no-js' },
  async ({ page }) => {
    await startSessionAs(page, await createUser())
    await page.goto('/property/ames-0002')
    await expect(
      page.getByRole('button', { name: 'Save this home', exact: true, pressed: false }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Save this home', exact: true }).click()
    await expect(
      page.getByRole('button', { name: 'Save this home', exact: true, pressed: true }),
    ).toBeVisible()
  },
)

test('every input on the form pages has a type, the same look and text of at least 16 px', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await startSessionAs(page, await createUser())
  for (const path of await formPagesFor(page)) {
    await page.goto(path)
    const controls = await page
      .locator('input:not([type=hidden]), select, textarea')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          return {
            html: element.outerHTML.slice(0, 80),
            type: element.getAttribute('type'),
            tag: element.tagName,
            fontSize: parseFloat(style.fontSize),
            height: box.height,
            border: style.borderTopWidth,
            shown: box.width > 1 && box.height > 1,
          }
        }),
      )
    expect(controls.length, path).toBeGreaterThan(0)
    for (const control of controls) {
      if (control.tag === 'INPUT') expect(control.type, `${path}: ${control.html}`).toBeTruthy()
      expect(control.fontSize, `${path}: ${control.html}`).toBeGreaterThanOrEqual(16)
      if (control.shown && !['checkbox', 'radio'].includes(control.type ?? '')) {
        expect(control.height, `${path}: ${control.html}`).toBeGreaterThanOrEqual(44)
        expect(control.border, `${path}: ${control.html}`).toBe('2px')
      }
    }
  }
})

test('no input carries an attribute its type does not take, and addresses complete as an address line', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await startSessionAs(page, await createUser())
  for (const path of await formPagesFor(page)) {
    await page.goto(path)
    const misfits = await page.locator('input').evaluateAll((inputs) =>
      inputs.flatMap((input) => {
        const type = input.getAttribute('type') ?? 'text'
        const wrong = [
          ...(['text', 'search', 'email', 'password', 'tel', 'url', 'radio', 'checkbox'].includes(
            type,
          )
            ? ['min', 'max', 'step']
            : []),
          ...(['radio', 'checkbox', 'date', 'number', 'hidden'].includes(type)
            ? ['pattern', 'minlength', 'maxlength']
            : []),
        ].filter((attribute) => input.hasAttribute(attribute))
        if (input.getAttribute('autocomplete') === 'street-address')
          wrong.push('autocomplete=street-address')
        return wrong.length ? [`${input.outerHTML.slice(0, 80)}: ${wrong.join(', ')}`] : []
      }),
    )
    expect(misfits, path).toEqual([])
  }
})

// issue 17 item 5: a form far down its page posts to its summary's fragment, so a failed post
// lands on the summary with JavaScript off too; a success lands on a fragment of its own
test.describe('a failed form far down its page lands on its summary', { tag: '@no-js' }, () => {
  const landsOnSummary = async (page: Page, formId: string, javaScriptEnabled: boolean) => {
    const summary = page.locator(`#${formId}-error-summary`)
    await expect(summary).toContainText('There is a problem')
    await expect(page).toHaveURL(new RegExp(`#${formId}-error-summary$`))
    await expect(summary).toBeInViewport()
    await expect(page).toHaveTitle(/^Error: /)
    if (javaScriptEnabled) await expect(summary).toBeFocused()
  }

  test('a question, a tour and an offer on a home', async ({ page, javaScriptEnabled }) => {
    await startSessionAs(page, await createUser())
    const home = (await formPagesFor(page)).at(-1)!
    await page.goto(home)
    await page.getByLabel('Your question').fill('')
    await page.getByRole('button', { name: 'Send question' }).click()
    await landsOnSummary(page, 'ask-form', javaScriptEnabled)

    await page.goto(home)
    await page.getByRole('button', { name: 'Book tour' }).click()
    await landsOnSummary(page, 'tour-form', javaScriptEnabled)

    await page.goto(home)
    await page.getByLabel('Offer amount (USD)').fill('lots')
    await page.getByRole('button', { name: 'Submit offer' }).click()
    await landsOnSummary(page, 'offer-form', javaScriptEnabled)
  })

  test('a saved search, and its success lands on the results, not on the summary', async ({
    page,
    javaScriptEnabled,
  }) => {
    await startSessionAs(page, await createUser())
    await page.goto('/property-search?beds=3')
    await page.locator('details.save-search summary').click()
    await page.getByLabel('Name', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save search' }).click()
    await landsOnSummary(page, 'save-search', javaScriptEnabled)

    await page.getByLabel('Name', { exact: true }).fill('Three bedrooms')
    await page.getByRole('button', { name: 'Save search' }).click()
    await expect(page.locator('.toast, .toast-fallback').first()).toContainText('Search saved')
    await expect(page).toHaveURL(/\/property-search\?[^#]*beds=3[^#]*#results-count$/)
    await expect(page).not.toHaveTitle(/^Error: /)
  })

  test('a sale added to the CMA by an address it does not know', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/cma?home=ames-0001')
    await page.getByLabel('Or add a sale by its address').fill('1 Nowhere Lane')
    await page.getByRole('button', { name: 'Add this sale' }).click()
    await landsOnSummary(page, 'cma-change', javaScriptEnabled)
  })
})
