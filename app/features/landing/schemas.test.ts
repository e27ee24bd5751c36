import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import routes from '~/routes'
import { fixedLandingSlugs } from './landing-page'
import { landingMessages } from './messages'
import {
  CreateLandingPageSchema,
  LandingCtaSchema,
  StartExperimentSchema,
  StopExperimentSchema,
} from './schemas'

const pageWords = landingMessages.page
const testWords = landingMessages.experiments

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

const blankSections = Object.fromEntries(
  [0, 1, 2, 3].flatMap((index) => [
    [`sections[${index}].heading`, ''],
    [`sections[${index}].body`, ''],
  ]),
)
const page = (changes: Record<string, string> = {}) =>
  formOf({
    intent: 'create',
    slug: 'spring-sellers',
    title: 'Sell this spring',
    heroHeading: 'Sell your home this spring',
    heroText: 'List it yourself and keep the commission.',
    ...blankSections,
    ctaLabel: 'Start now',
    ctaPath: '/seller-flow',
    audience: 'sellers',
    ...changes,
  })

const errorsOf = (
  form: FormData,
  schema:
    typeof CreateLandingPageSchema | typeof StartExperimentSchema | typeof StopExperimentSchema,
) => {
  const submission = parseWithZod(form, { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('a landing page form', () => {
  test('a complete form parses, blank sections left out', () => {
    const submission = parseWithZod(
      page({ 'sections[1].heading': 'Why now', 'sections[1].body': 'Spring buyers move fast.' }),
      { schema: CreateLandingPageSchema },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({
      slug: 'spring-sellers',
      audience: 'sellers',
      ctaPath: '/seller-flow',
      sections: [{ heading: 'Why now', body: 'Spring buyers move fast.' }],
    })
  })

  test('the address: its shape, and never one of the fixed pages or a name Firestore or JavaScript reserve', () => {
    expect(errorsOf(page({ slug: 'ab' }), CreateLandingPageSchema)).toEqual({
      slug: [pageWords.slugInvalid],
    })
    expect(errorsOf(page({ slug: 'spring--sellers' }), CreateLandingPageSchema)).toEqual({
      slug: [pageWords.slugInvalid],
    })
    expect(errorsOf(page({ slug: '../admin' }), CreateLandingPageSchema)).toEqual({
      slug: [pageWords.slugInvalid],
    })
    expect(errorsOf(page({ slug: '__proto__' }), CreateLandingPageSchema)).toEqual({
      slug: [pageWords.slugInvalid],
    })
    expect(errorsOf(page({ slug: 'constructor' }), CreateLandingPageSchema)).toEqual({
      slug: [pageWords.slugInvalid],
    })
    expect(
      errorsOf(page({ slug: 'commission-savings-calculator' }), CreateLandingPageSchema),
    ).toEqual({ slug: [pageWords.slugReserved] })
    expect(errorsOf(page({ slug: 'AI-Home-Valuation' }), CreateLandingPageSchema)).toEqual({
      slug: [pageWords.slugReserved],
    })
  })

  test('the button goes to a path on this site, as written', () => {
    for (const ctaPath of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'seller-flow',
      '/./x',
      'javascript:alert(1)',
      `/${'a'.repeat(200)}`,
    ]) {
      expect(errorsOf(page({ ctaPath }), CreateLandingPageSchema), ctaPath).toEqual({
        ctaPath: [pageWords.ctaPathInvalid],
      })
    }
    expect(
      errorsOf(page({ ctaPath: '/auth/register?role=user' }), CreateLandingPageSchema),
    ).toEqual({})
  })

  test('missing fields and half-filled sections each say what to do', () => {
    const errors = errorsOf(
      page({
        title: '',
        heroText: 'short',
        audience: 'aliens',
        'sections[2].heading': 'Only a heading',
        'sections[3].body': 'Only a body here',
      }),
      CreateLandingPageSchema,
    )
    expect(errors).toEqual({
      title: [pageWords.titleInvalid],
      heroText: [pageWords.heroTextInvalid],
      audience: [pageWords.audienceMissing],
      'sections[2].body': [pageWords.sectionBodyMissing],
      'sections[3].heading': [pageWords.sectionHeadingMissing],
    })
  })

  test('the fixed landing pages are exactly the route table’s own landing routes', () => {
    const fixed = (routes as Array<{ path?: string }>).flatMap((route) =>
      route.path?.startsWith('landing/') && !route.path.includes(':')
        ? [route.path.slice('landing/'.length)]
        : [],
    )
    expect([...fixedLandingSlugs].sort()).toEqual(fixed.sort())
  })
})

const variantFields = (
  index: number,
  words: {
    title?: string
    heroHeading?: string
    heroText?: string
    ctaLabel?: string
    split?: string
  },
) =>
  Object.fromEntries(
    Object.entries(words).map(([name, value]) => [`variants[${index}].${name}`, value]),
  )
const control = {
  title: 'Sell this spring',
  heroHeading: 'Sell your home this spring',
  heroText: 'List it yourself and keep the commission.',
  ctaLabel: 'Start now',
  split: '50',
}
const challenger = { ...control, heroHeading: 'Keep your commission', split: '50' }
const blank = { title: '', heroHeading: '', heroText: '', ctaLabel: '', split: '' }
const experiment = (...rows: Array<Partial<typeof control>>) =>
  formOf({
    intent: 'start',
    slug: 'spring-sellers',
    goal: 'form-post',
    ...Object.assign(
      {},
      ...[0, 1, 2, 3].map((index) => variantFields(index, { ...blank, ...(rows[index] ?? {}) })),
    ),
  })

describe('a new A/B test', () => {
  test('two filled variants with shares adding to 100 start; blank rows are left out', () => {
    const submission = parseWithZod(experiment(control, challenger), {
      schema: StartExperimentSchema,
    })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(
      submission.value.variants.map((variant) => [variant.id, variant.split, variant.heroHeading]),
    ).toEqual([
      ['a', 50, 'Sell your home this spring'],
      ['b', 50, 'Keep your commission'],
    ])
  })

  test('the shares must add up to 100', () => {
    expect(
      errorsOf(
        experiment({ ...control, split: '60' }, { ...challenger, split: '30' }),
        StartExperimentSchema,
      ),
    ).toEqual({ '': [testWords.splitTotal(90)] })
    expect(
      errorsOf(
        experiment(
          { ...control, split: '34' },
          { ...challenger, split: '33' },
          { ...challenger, heroHeading: 'A third way', split: '33' },
        ),
        StartExperimentSchema,
      ),
    ).toEqual({})
  })

  test('one variant is no test, and a share must be a whole percentage', () => {
    expect(errorsOf(experiment(control), StartExperimentSchema)).toEqual({
      '': [testWords.tooFewVariants],
    })
    expect(
      errorsOf(
        experiment({ ...control, split: '0' }, { ...challenger, split: '100' }),
        StartExperimentSchema,
      ),
    ).toEqual({
      'variants[0].split': [testWords.splitInvalid],
      'variants[1].split': [testWords.splitInvalid],
    })
    expect(
      errorsOf(
        experiment({ ...control, split: '49.5' }, { ...challenger, split: '50.5' }),
        StartExperimentSchema,
      ),
    ).toMatchObject({ 'variants[0].split': [testWords.splitInvalid] })
  })

  test('a half-filled variant names each missing field; a copy of another is refused', () => {
    expect(
      errorsOf(
        experiment(control, { heroHeading: 'Only a heading', split: '50' }),
        StartExperimentSchema,
      ),
    ).toEqual({
      'variants[1].title': [testWords.variantTitleInvalid],
      'variants[1].heroText': [testWords.variantTextInvalid],
      'variants[1].ctaLabel': [testWords.variantCtaInvalid],
    })
    expect(errorsOf(experiment(control, { ...control }), StartExperimentSchema)).toEqual({
      'variants[1].title': [testWords.sameAsOther('variant A')],
    })
  })

  test('the control must be filled in', () => {
    expect(
      errorsOf(
        experiment(blank, challenger, { ...challenger, heroHeading: 'Another' }),
        StartExperimentSchema,
      ),
    ).toMatchObject({ 'variants[0].title': [testWords.controlMissing] })
  })

  test('the goal is one of the two', () => {
    const form = experiment(control, challenger)
    form.set('goal', 'page-view')
    expect(errorsOf(form, StartExperimentSchema)).toEqual({ goal: [testWords.goalMissing] })
  })

  test('stopping names a variant to keep, or none', () => {
    expect(
      errorsOf(formOf({ intent: 'stop', experimentId: 'x', promote: 'b' }), StopExperimentSchema),
    ).toEqual({})
    expect(
      errorsOf(
        formOf({ intent: 'stop', experimentId: 'x', promote: 'none' }),
        StopExperimentSchema,
      ),
    ).toEqual({})
    expect(
      errorsOf(formOf({ intent: 'stop', experimentId: 'x', promote: 'z' }), StopExperimentSchema),
    ).toEqual({ promote: [testWords.promoteMissing] })
  })
})

test('a landing page’s counted button is its intent, nothing else', () => {
  expect(parseWithZod(formOf({ intent: 'cta' }), { schema: LandingCtaSchema }).status).toBe(
    'success',
  )
  for (const fields of [{}, { intent: 'publish' }] as Array<Record<string, string>>)
    expect(parseWithZod(formOf(fields), { schema: LandingCtaSchema }).status).toBe('error')
})
