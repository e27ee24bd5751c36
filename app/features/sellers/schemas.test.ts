import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { flowMessages } from './messages'
import {
  DetailsSchema,
  IntentSchema,
  PayPlanSchema,
  PlanSchema,
  PriceSchema,
  PropertySchema,
} from './schemas'

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(name, item)
  return data
}
const errorsOf = (
  schema: Parameters<typeof parseWithZod>[1]['schema'],
  fields: Record<string, string | string[]>,
) => {
  const submission = parseWithZod(form(fields), { schema })
  return submission.status === 'success' ? {} : submission.reply().error
}

const goodDetails = {
  propertyType: 'single-family',
  style: 'one-story',
  beds: '3',
  fullBaths: '2',
  halfBaths: '1',
  sqft: '1500',
  lotSqft: '9000',
  yearBuilt: '1995',
  garageSpaces: '2',
  basementSqft: '800',
  features: ['fireplace', 'deck'],
  description: 'A bright ranch home on a quiet street, close to the park and schools.',
}

describe('the listing flow’s schemas', () => {
  test('intent needs when and whether with an agent', () => {
    expect(errorsOf(IntentSchema, {})).toEqual({
      timing: [flowMessages.timingMissing],
      agent: [flowMessages.agentMissing],
    })
    expect(errorsOf(IntentSchema, { timing: 'tomorrow', agent: 'with-agent' })).toEqual({
      timing: [flowMessages.timingMissing],
    })
    expect(errorsOf(IntentSchema, { timing: 'now', agent: 'without-agent' })).toEqual({})
  })

  test('property: a known address, or a new home with a street, an Ames ZIP and a neighborhood', () => {
    expect(errorsOf(PropertySchema, {})).toEqual({ mode: [flowMessages.modeMissing] })
    expect(errorsOf(PropertySchema, { mode: 'known' })).toEqual({
      knownAddress: [flowMessages.knownAddressMissing],
    })
    expect(errorsOf(PropertySchema, { mode: 'new' })).toEqual({
      line1: [flowMessages.line1Missing],
      zip: [flowMessages.zipMissing],
      neighborhood: [flowMessages.neighborhoodMissing],
    })
    expect(
      errorsOf(PropertySchema, {
        mode: 'new',
        line1: 'Oak Street',
        zip: '90210',
        neighborhood: 'Gilbert',
      }),
    ).toEqual({
      line1: [flowMessages.line1Invalid],
      zip: [flowMessages.zipMissing],
    })
    expect(
      errorsOf(PropertySchema, {
        mode: 'new',
        line1: '12 <b>Oak</b> Street',
        zip: '50010',
        neighborhood: 'Gilbert',
      }),
    ).toEqual({ line1: [flowMessages.line1Invalid] })
    expect(
      errorsOf(PropertySchema, {
        mode: 'new',
        line1: '12 Oak Street',
        zip: '50010',
        neighborhood: 'Gilbert',
      }),
    ).toEqual({})
  })

  test('details refuse impossible values and a short description', () => {
    expect(errorsOf(DetailsSchema, goodDetails)).toEqual({})
    const next = new Date().getUTCFullYear() + 1
    expect(
      errorsOf(DetailsSchema, {
        ...goodDetails,
        yearBuilt: String(next),
        sqft: '0',
        beds: '2.5',
        fullBaths: '0',
        features: ['moat'],
        description: 'Nice.',
      }),
    ).toEqual({
      yearBuilt: [flowMessages.yearFuture],
      sqft: [flowMessages.atLeast('Living area (sq ft)', 300)],
      beds: [flowMessages.whole('Bedrooms')],
      fullBaths: [flowMessages.atLeast('Full bathrooms', 1)],
      'features[0]': [flowMessages.featureUnknown],
      description: [flowMessages.descriptionShort(40)],
    })
    expect(
      errorsOf(DetailsSchema, { ...goodDetails, sqft: '', description: '', lotSqft: 'big' }),
    ).toEqual({
      sqft: [flowMessages.missing('Living area (sq ft)')],
      lotSqft: [flowMessages.number('Lot size (sq ft)')],
      description: [flowMessages.descriptionMissing],
    })
  })

  test('an asking price is whole dollars in a sensible range; a plan is one of the catalog', () => {
    expect(errorsOf(PriceSchema, {})).toEqual({ askingPrice: [flowMessages.askingMissing] })
    expect(errorsOf(PriceSchema, { askingPrice: 'lots' })).toEqual({
      askingPrice: [flowMessages.askingNumber],
    })
    expect(errorsOf(PriceSchema, { askingPrice: '5' })).toEqual({
      askingPrice: [flowMessages.askingLow],
    })
    expect(errorsOf(PriceSchema, { askingPrice: '185000' })).toEqual({})
    expect(errorsOf(PlanSchema, { plan: 'platinum' })).toEqual({ plan: [flowMessages.planMissing] })
    expect(errorsOf(PlanSchema, { plan: 'expert-on-call' })).toEqual({})
  })

  // ADR 052: the plan step chooses nothing for the seller, so the server must be told a choice
  test('the plan step refuses a form without a choice, with the message that asks for one', () => {
    expect(errorsOf(PlanSchema, {})).toEqual({ plan: [flowMessages.planMissing] })
    expect(errorsOf(PlanSchema, { plan: '' })).toEqual({ plan: [flowMessages.planMissing] })
    expect(flowMessages.planMissing).toBe('Choose how you want to sell')
  })
})

test('Pay is one button, its intent', () => {
  expect(parseWithZod(form({ intent: 'pay' }), { schema: PayPlanSchema }).status).toBe('success')
  expect(parseWithZod(form({ intent: 'publish' }), { schema: PayPlanSchema }).status).toBe('error')
})
