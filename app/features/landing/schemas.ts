import { z } from 'zod'
import { safeRedirectPath } from '~/features/accounts/redirects'
import { isDocumentId } from '~/platform/document-rules'
import { goals, variantIds, type Variant, type VariantId } from './experiment'
import {
  audiences,
  fixedLandingSlugs,
  maxSections,
  slugLength,
  slugPattern,
  type LandingSection,
} from './landing-page'
import { landingMessages } from './messages'

const pageWords = landingMessages.page
const testWords = landingMessages.experiments

const text = (min: number, max: number, message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(min, message)
    .max(max, message)

const words = {
  title: (message: string) => text(3, 80, message),
  heroHeading: (message: string) => text(3, 100, message),
  heroText: (message: string) => text(10, 400, message),
  ctaLabel: (message: string) => text(2, 40, message),
}

export const SlugSchema = z
  .string({ required_error: pageWords.slugInvalid, invalid_type_error: pageWords.slugInvalid })
  .trim()
  .toLowerCase()
  .refine(
    (slug) =>
      slug.length >= slugLength.min &&
      slug.length <= slugLength.max &&
      slugPattern.test(slug) &&
      isDocumentId(slug),
    pageWords.slugInvalid,
  )
  .refine(
    (slug) => !(fixedLandingSlugs as readonly string[]).includes(slug),
    pageWords.slugReserved,
  )

// a path on this site, as written (a URL the parser would change, such as /./x or //host, is refused)
export const InAppPathSchema = z
  .string({
    required_error: pageWords.ctaPathInvalid,
    invalid_type_error: pageWords.ctaPathInvalid,
  })
  .trim()
  .max(200, pageWords.ctaPathInvalid)
  .refine((path) => safeRedirectPath(path) === path, pageWords.ctaPathInvalid)

// a section is a heading and its text; a blank pair is left out, a half-filled one is an error
const SectionSchema = z
  .object({
    heading: z.string().trim().max(80, pageWords.sectionHeadingTooLong).optional(),
    body: z.string().trim().max(1500, pageWords.sectionBodyTooLong).optional(),
  })
  .optional()
  .superRefine((section, context) => {
    if (section?.heading && !section.body)
      context.addIssue({ code: 'custom', path: ['body'], message: pageWords.sectionBodyMissing })
    if (section?.body && !section.heading)
      context.addIssue({
        code: 'custom',
        path: ['heading'],
        message: pageWords.sectionHeadingMissing,
      })
  })

const sections = z
  .array(SectionSchema)
  .max(maxSections)
  .optional()
  .transform((list): LandingSection[] =>
    (list ?? []).flatMap((section) =>
      section?.heading && section.body ? [{ heading: section.heading, body: section.body }] : [],
    ),
  )

const LandingFields = {
  title: words.title(pageWords.titleInvalid),
  heroHeading: words.heroHeading(pageWords.heroHeadingInvalid),
  heroText: words.heroText(pageWords.heroTextInvalid),
  sections,
  ctaLabel: words.ctaLabel(pageWords.ctaLabelInvalid),
  ctaPath: InAppPathSchema,
  audience: z.enum(audiences, {
    required_error: pageWords.audienceMissing,
    invalid_type_error: pageWords.audienceMissing,
    message: pageWords.audienceMissing,
  }),
}

export const CreateLandingPageSchema = z.object({
  intent: z.literal('create'),
  slug: SlugSchema,
  submissionId: z.string().max(64).optional(),
  ...LandingFields,
})
export type CreateLandingPage = z.infer<typeof CreateLandingPageSchema>

// `version` is the page's updatedAt when the form was opened, so a save over someone else's is caught
export const UpdateLandingPageSchema = z.object({
  intent: z.literal('update'),
  slug: z.string().max(64),
  version: z.coerce.number().int().nonnegative(),
  ...LandingFields,
})
export type UpdateLandingPage = z.infer<typeof UpdateLandingPageSchema>

export type LandingPageForm = Omit<CreateLandingPage, 'intent' | 'slug' | 'submissionId'>

export const LandingStatusSchema = z.object({
  intent: z.enum(['publish', 'unpublish']),
  slug: z.string().max(64),
})

// a variant row of the new-test form: all blank is left out; otherwise every field is needed
const VariantRowSchema = z
  .object({
    title: z.string().trim().optional(),
    heroHeading: z.string().trim().optional(),
    heroText: z.string().trim().optional(),
    ctaLabel: z.string().trim().optional(),
    split: z.string().trim().optional(),
  })
  .optional()

const variantChecks: Array<[keyof Omit<Variant, 'id' | 'split'>, z.ZodTypeAny]> = [
  ['title', words.title(testWords.variantTitleInvalid)],
  ['heroHeading', words.heroHeading(testWords.variantHeadingInvalid)],
  ['heroText', words.heroText(testWords.variantTextInvalid)],
  ['ctaLabel', words.ctaLabel(testWords.variantCtaInvalid)],
]

const isBlank = (row: z.infer<typeof VariantRowSchema>) =>
  !row || Object.values(row).every((value) => !value)
const splitOf = (value: string | undefined) =>
  value && /^\d{1,2}$/.test(value) && Number(value) >= 1 ? Number(value) : null
const sameWords = (
  a: NonNullable<z.infer<typeof VariantRowSchema>>,
  b: NonNullable<z.infer<typeof VariantRowSchema>>,
) =>
  variantChecks.every(([name]) => (a[name] ?? '').toLowerCase() === (b[name] ?? '').toLowerCase())

export const StartExperimentSchema = z
  .object({
    intent: z.literal('start'),
    slug: z.string({ required_error: testWords.pageMissing }).max(64),
    goal: z.enum(goals, {
      required_error: testWords.goalMissing,
      invalid_type_error: testWords.goalMissing,
      message: testWords.goalMissing,
    }),
    submissionId: z.string().max(64).optional(),
    variants: z.array(VariantRowSchema).max(variantIds.length).optional(),
  })
  .superRefine((value, context) => {
    const rows = value.variants ?? []
    if (isBlank(rows[0]))
      context.addIssue({
        code: 'custom',
        path: ['variants', 0, 'title'],
        message: testWords.controlMissing,
      })
    rows.forEach((row, index) => {
      if (isBlank(row) || !row) return
      for (const [name, check] of variantChecks) {
        const checked = check.safeParse(row[name])
        if (!checked.success)
          context.addIssue({
            code: 'custom',
            path: ['variants', index, name],
            message: checked.error.issues[0]!.message,
          })
      }
      if (splitOf(row.split) === null)
        context.addIssue({
          code: 'custom',
          path: ['variants', index, 'split'],
          message: testWords.splitInvalid,
        })
      const twin = rows.findIndex(
        (other, before) => before < index && other && !isBlank(other) && sameWords(other, row),
      )
      if (twin >= 0)
        context.addIssue({
          code: 'custom',
          path: ['variants', index, 'title'],
          message: testWords.sameAsOther(`variant ${variantIds[twin]!.toUpperCase()}`),
        })
    })
    const filled = rows.filter((row) => !isBlank(row))
    if (filled.length < 2)
      return context.addIssue({ code: 'custom', path: [], message: testWords.tooFewVariants })
    const splits = filled.map((row) => splitOf(row?.split))
    const total = splits.reduce<number>((sum, split) => sum + (split ?? 0), 0)
    if (splits.every((split) => split !== null) && total !== 100)
      context.addIssue({ code: 'custom', path: [], message: testWords.splitTotal(total) })
  })
  .transform(({ variants, ...rest }) => ({
    ...rest,
    variants: (variants ?? []).flatMap((row, index): Variant[] =>
      isBlank(row) || !row
        ? []
        : [
            {
              id: variantIds[index] as VariantId,
              title: row.title!,
              heroHeading: row.heroHeading!,
              heroText: row.heroText!,
              ctaLabel: row.ctaLabel!,
              split: Number(row.split),
            },
          ],
    ),
  }))
export type StartExperiment = z.output<typeof StartExperimentSchema>

export const StopExperimentSchema = z.object({
  intent: z.literal('stop'),
  experimentId: z.string().max(64),
  promote: z.enum([...variantIds, 'none'], {
    required_error: testWords.promoteMissing,
    invalid_type_error: testWords.promoteMissing,
    message: testWords.promoteMissing,
  }),
})

// a published page's button when its A/B test counts presses: one button, its intent
export const LandingCtaSchema = z.object({ intent: z.literal('cta') })
