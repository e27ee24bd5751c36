import { z } from 'zod'

const money = (label: string, max: number) =>
  z.coerce
    .number({
      required_error: `Enter your ${label}`,
      invalid_type_error: `Enter your ${label} as a number, like 85000`,
    })
    .min(0, `Your ${label} can't be negative`)
    .max(max, `That ${label} looks too large; check the number`)

// the pre-qualification, one question a step, each with its own schema
export const applicationSteps = [
  {
    key: 'income',
    title: 'Your income',
    label: 'Gross yearly household income (USD)',
    hint: 'Before tax, from all earners on the loan.',
    schema: z.object({ income: money('income', 100_000_000).min(1, 'Enter your income') }),
  },
  {
    key: 'debts',
    title: 'Your monthly debts',
    label: 'Monthly debt payments (USD)',
    hint: 'Car loans, student loans, minimum card payments, child support. Not rent.',
    schema: z.object({ debts: money('monthly debts', 10_000_000) }),
  },
  {
    key: 'downPayment',
    title: 'Your down payment',
    label: 'Savings for the down payment (USD)',
    hint: 'What you can put down, after closing costs.',
    schema: z.object({ downPayment: money('down payment', 100_000_000) }),
  },
  {
    key: 'rate',
    title: 'Your interest rate',
    label: 'Mortgage interest rate (% a year)',
    hint: 'The rate you were quoted, for a 30-year fixed loan, like 6.5.',
    schema: z.object({
      rate: z.coerce
        .number({
          required_error: 'Enter the interest rate',
          invalid_type_error: 'Enter the rate as a number, like 6.5',
        })
        .min(0, "The rate can't be negative")
        .max(25, 'Enter a yearly rate of at most 25%'),
    }),
  },
] as const

export type StepKey = (typeof applicationSteps)[number]['key']
