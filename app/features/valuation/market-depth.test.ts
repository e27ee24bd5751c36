import { describe, expect, test } from 'vitest'
import { defaultBoosting } from './boosting/gradient-boosting'
import { deepTreesFrom, depthFor } from './market-model.server'

describe('the depth of a market’s trees', () => {
  test('is deeper for a market of many sales, the default for a small one, and as asked when asked', () => {
    expect(depthFor(25_357)).toBe(6)
    expect(depthFor(deepTreesFrom - 1)).toBe(defaultBoosting.depth)
    expect(depthFor(2413)).toBe(4)
    expect(depthFor(25_357, { depth: 3 })).toBe(3)
  })
})
