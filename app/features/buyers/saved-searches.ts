import { z } from 'zod'

export const alertFrequencies = { daily: 'Daily', weekly: 'Weekly', never: 'No alerts' } as const

export const unsavableSearch =
  'This search cannot be saved as it is. Run it again from the search form, then save it.'

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlCharacter = /[\u0000-\u001f\u007f]/

// the search form's own parameters never hold a control character, raw or %-encoded; a line
// break would otherwise reach the Location header of the answer
const searchParams = z
  .string()
  .max(2_000, unsavableSearch)
  .refine(
    (params) =>
      !controlCharacter.test(params) &&
      ![...new URLSearchParams(params)].flat().some((part) => controlCharacter.test(part)),
    unsavableSearch,
  )

export const SaveSearchSchema = z.object({
  name: z
    .string({ required_error: 'Give the search a name' })
    .trim()
    .min(1, 'Give the search a name')
    .max(80, 'Keep the name under 80 characters'),
  frequency: z.enum(['daily', 'weekly', 'never'], {
    errorMap: () => ({ message: 'Choose how often to be alerted' }),
  }),
  params: searchParams.default(''),
})
