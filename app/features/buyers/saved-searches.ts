import { z } from 'zod'

export const alertFrequencies = { daily: 'Daily', weekly: 'Weekly', never: 'No alerts' } as const

export const SaveSearchSchema = z.object({
  name: z.string({ required_error: 'Give the search a name' }).trim().min(1, 'Give the search a name').max(80, 'Keep the name under 80 characters'),
  frequency: z.enum(['daily', 'weekly', 'never'], { errorMap: () => ({ message: 'Choose how often to be alerted' }) }),
  params: z.string().max(2_000).default(''),
})
