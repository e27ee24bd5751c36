import { beforeAll, describe, expect, test } from 'vitest'
import {
  estimateAmesHome,
  loadAmesModel,
  valuationFacts,
} from '~/features/valuation/ames-model.server'
import { valuationMarket } from '~/features/valuation/home-valuation.server'
import type { SellerDraft } from './draft.server'
import { draftValuation } from './pricing.server'

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('the price step of a recorded home', () => {
  beforeAll(async () => {
    await loadAmesModel()
  })

  // a seller listing a home the model was trained on must get the estimate of a model that never
  // saw its sale: the price step quotes the cross-validated error as its accuracy
  test('is its out-of-fold estimate, off the recorded price by about the cross-validated error', () => {
    const { homes } = valuationMarket()
    const sampled = Array.from({ length: 200 }, (_, step) => (step * 89) % homes.length)
    const gaps: number[] = []
    const fromHeldOut: number[] = []
    for (const index of sampled) {
      const home = homes[index]!
      const draft: Pick<SellerDraft, 'property' | 'details'> = {
        property: {
          homeId: home.id,
          address: home.address,
          neighborhood: home.neighborhood,
          lat: home.lat,
          lng: home.lng,
        },
        details: {
          propertyType: home.propertyType,
          sqft: home.sqft,
          beds: home.beds,
          fullBaths: home.fullBaths,
          halfBaths: home.halfBaths,
          lotSqft: home.lotSqft,
          yearBuilt: home.yearBuilt,
          garageSpaces: home.garageSpaces,
          basementSqft: home.basementSqft,
          features: [],
          description: '',
        } as unknown as NonNullable<SellerDraft['details']>,
      }
      const estimate = draftValuation(draft)!.estimate!
      const heldOut = estimateAmesHome(index)!
      fromHeldOut.push(Math.abs(estimate.value - heldOut.value) / heldOut.value)
      gaps.push(Math.abs(estimate.value - home.salePrice) / home.salePrice)
    }
    // the same facts as the record: the out-of-fold estimate, up to the inputs the facts rebuild
    expect(median(fromHeldOut)).toBeLessThanOrEqual(0.01)
    expect(Math.abs(median(gaps) - valuationFacts()!.evaluation.mdape)).toBeLessThanOrEqual(0.01)
  })

  test('moves with what the seller states: a larger home is estimated higher', () => {
    const home = valuationMarket().homes[1234]!
    const draftFor = (sqft: number) => ({
      property: {
        homeId: home.id,
        address: home.address,
        neighborhood: home.neighborhood,
        lat: home.lat,
        lng: home.lng,
      },
      details: {
        propertyType: home.propertyType,
        sqft,
        beds: home.beds,
        fullBaths: home.fullBaths,
        halfBaths: home.halfBaths,
        lotSqft: home.lotSqft,
        yearBuilt: home.yearBuilt,
        garageSpaces: home.garageSpaces,
        basementSqft: home.basementSqft,
      } as unknown as NonNullable<SellerDraft['details']>,
    })
    expect(draftValuation(draftFor(home.sqft + 600))!.estimate!.value).toBeGreaterThan(
      draftValuation(draftFor(home.sqft))!.estimate!.value,
    )
  })
})
