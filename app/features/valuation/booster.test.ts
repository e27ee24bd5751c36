import { afterEach, describe, expect, it, vi } from 'vitest'
import { trainBooster } from './booster.server'

describe('the XGBoost module', () => {
  afterEach(() => vi.restoreAllMocks())

  // fails if the module stops reporting through its printErr hook (then its lines reach the console again)
  it('loads its WebAssembly without a failed attempt written around the logger', async () => {
    const written = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'log')]
    const booster = await trainBooster([[1], [2], [3], [4]], [10, 20, 30, 40], { iterations: 5 })
    expect(booster.predict([[2]])).toHaveLength(1)
    booster.free()
    for (const spy of written) expect(spy).not.toHaveBeenCalled()
  })
})
