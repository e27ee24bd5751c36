import { describe, expect, test } from 'vitest'
import {
  armResults,
  erfc,
  formatP,
  normalCdf,
  pPhrase,
  twoProportionZTest,
  verdictOf,
  wilsonInterval,
  z95,
} from './statistics'

// reference values: the textbook Wilson interval for 5 of 10, and the rest from the closed forms
// with Python's math.erfc (exact to double precision)

describe('the normal distribution', () => {
  test('matches known quantiles', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(z95)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-1.6448536269514722)).toBeCloseTo(0.05, 6)
    expect(erfc(z95 / Math.SQRT2)).toBeCloseTo(0.05, 6)
    expect(erfc(-1)).toBeCloseTo(1.8427007929497148, 6)
  })
})

describe('the Wilson score interval', () => {
  test('5 conversions of 10 is 23.7% to 76.3%', () => {
    const interval = wilsonInterval({ successes: 5, trials: 10 })!
    expect(interval.low).toBeCloseTo(0.236593090512564, 6)
    expect(interval.high).toBeCloseTo(0.7634069094874361, 6)
  })

  test('stays inside 0 to 1 at the edges, where the normal approximation collapses', () => {
    const none = wilsonInterval({ successes: 0, trials: 10 })!
    expect(none.low).toBe(0)
    expect(none.high).toBeCloseTo(0.2775327998628892, 6)
    const all = wilsonInterval({ successes: 10, trials: 10 })!
    expect(all.low).toBeCloseTo(0.7224672001371107, 6)
    expect(all.high).toBeCloseTo(1, 9)
  })

  test('120 of 1,000 is 10.1% to 14.2%', () => {
    const interval = wilsonInterval({ successes: 120, trials: 1000 })!
    expect(interval.low).toBeCloseTo(0.10129926060130913, 6)
    expect(interval.high).toBeCloseTo(0.14160907584771276, 6)
  })

  test('no visitors, no interval', () => {
    expect(wilsonInterval({ successes: 0, trials: 0 })).toBeNull()
  })
})

describe('the two-proportion z-test', () => {
  test('20% against 25% of 1,000 each: z = 2.677, p = 0.0074', () => {
    const result = twoProportionZTest(
      { successes: 200, trials: 1000 },
      { successes: 250, trials: 1000 },
    )!
    expect(result.z).toBeCloseTo(2.677397763008329, 6)
    expect(result.p).toBeCloseTo(0.007419649261025693, 6)
    expect(result.difference).toBeCloseTo(0.05, 9)
  })

  test('is two-sided: a worse variant has the same p and a negative z', () => {
    const result = twoProportionZTest(
      { successes: 35, trials: 200 },
      { successes: 20, trials: 200 },
    )!
    expect(result.z).toBeCloseTo(-2.1778620259218826, 6)
    expect(result.p).toBeCloseTo(0.029416310406348053, 6)
  })

  test('a small difference is not significant', () => {
    expect(
      twoProportionZTest({ successes: 10, trials: 100 }, { successes: 12, trials: 100 })!.p,
    ).toBeCloseTo(0.6512800661041753, 6)
  })

  test('no conversions anywhere: nothing differs; no visitors: no test', () => {
    expect(twoProportionZTest({ successes: 0, trials: 50 }, { successes: 0, trials: 80 })).toEqual({
      z: 0,
      p: 1,
      difference: 0,
    })
    expect(twoProportionZTest({ successes: 0, trials: 0 }, { successes: 3, trials: 10 })).toBeNull()
  })
})

describe('the winner rule', () => {
  const arms = (...counts: Array<[number, number]>) =>
    armResults(
      counts.map(([exposures, conversions], index) => ({
        id: 'abcd'[index]!,
        exposures,
        conversions,
      })),
    )

  test('a significant difference with enough visitors names the better variant', () => {
    expect(verdictOf(arms([150, 30], [150, 54]))).toMatchObject({
      kind: 'winner',
      id: 'b',
      control: false,
    })
    expect((verdictOf(arms([150, 30], [150, 54])) as { p: number }).p).toBeCloseTo(
      0.0020282311484520867,
      6,
    )
  })

  test('the same difference before every variant has 100 visitors names nobody, and says who is short', () => {
    expect(verdictOf(arms([99, 10], [300, 90]))).toEqual({ kind: 'too-few-visitors', short: ['a'] })
    expect(verdictOf(arms([20, 2], [30, 20], [10, 1]))).toEqual({
      kind: 'too-few-visitors',
      short: ['a', 'b', 'c'],
    })
  })

  test('enough visitors but p ≥ 0.05 is no winner yet', () => {
    expect(verdictOf(arms([100, 10], [100, 12]))).toMatchObject({
      kind: 'not-significant',
      id: 'b',
      control: false,
    })
  })

  test('the control wins only when every other variant is significantly behind it', () => {
    expect(verdictOf(arms([150, 54], [150, 30]))).toMatchObject({
      kind: 'winner',
      id: 'a',
      control: true,
    })
    expect(verdictOf(arms([150, 54], [150, 30], [150, 50]))).toMatchObject({
      kind: 'not-significant',
      id: 'a',
      control: true,
    })
  })

  test('no conversions at all is said as such', () => {
    expect(verdictOf(arms([200, 0], [200, 0]))).toEqual({ kind: 'no-conversions' })
  })

  test('each arm carries its rate, interval and test against the control', () => {
    const [control, variant] = arms([10, 5], [1000, 250])
    expect(control).toMatchObject({ rate: 0.5, vsControl: null })
    expect(control!.interval!.low).toBeCloseTo(0.2366, 4)
    expect(variant!.rate).toBe(0.25)
    expect(variant!.vsControl!.difference).toBeCloseTo(-0.25, 9)
  })

  test('p-values read as people write them', () => {
    expect(formatP(0.0004)).toBe('< 0.001')
    expect(formatP(0.04999)).toBe('0.050')
    expect(pPhrase(0.0074)).toBe('p = 0.007')
    expect(pPhrase(0.00001)).toBe('p < 0.001')
  })
})
