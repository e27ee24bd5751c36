import { createHash } from 'node:crypto'
import type { Variant, VariantId } from './experiment'

// a visitor's variant: a hash of the test and the visitor picks a point in 0–9999, and the
// variants' traffic shares divide that range in order. The same visitor always lands on the same
// variant of a test, and different tests split visitors independently.
export function bucketOf(experimentId: string, visitorId: string): number {
  return (
    parseInt(
      createHash('sha256').update(`${experimentId}:${visitorId}`).digest('hex').slice(0, 8),
      16,
    ) % 10_000
  )
}

export function assignVariant(
  experimentId: string,
  variants: Array<Pick<Variant, 'id' | 'split'>>,
  visitorId: string,
): VariantId {
  const point = bucketOf(experimentId, visitorId)
  let edge = 0
  for (const variant of variants) {
    edge += variant.split * 100
    if (point < edge) return variant.id
  }
  return variants.at(-1)!.id
}
