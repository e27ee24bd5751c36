// the statistics of an A/B test: conversion rates with 95% Wilson score intervals, a two-sided
// two-proportion z-test of each variant against the control, and the rule that names a winner

// the two-sided 95% quantile of the standard normal distribution
export const z95 = 1.959963984540054
export const significanceLevel = 0.05
// every variant needs this many visitors before any winner is named
export const minimumExposures = 100

export type Proportion = { successes: number; trials: number }
export type Interval = { low: number; high: number }

// erfc by Numerical Recipes' Chebyshev fit, fractional error below 1.2e-7 for every x
export function erfc(x: number): number {
  const z = Math.abs(x)
  const t = 1 / (1 + 0.5 * z)
  const series =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t *
                          (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
  const value = t * Math.exp(series)
  return x >= 0 ? value : 2 - value
}

// P(Z ≤ z) for a standard normal Z
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2)
}

export function rateOf({ successes, trials }: Proportion): number | null {
  return trials > 0 ? successes / trials : null
}

// the Wilson score interval: unlike the normal approximation it stays inside [0, 1] and is not
// zero-wide at 0 or all conversions, which is where small tests live
export function wilsonInterval({ successes, trials }: Proportion, z = z95): Interval | null {
  if (trials <= 0) return null
  const p = successes / trials
  const z2 = z * z
  const denominator = 1 + z2 / trials
  const centre = (p + z2 / (2 * trials)) / denominator
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

export type ZTest = { z: number; p: number; difference: number }

// the pooled two-proportion z-test of `variant` against `control`, two-sided; null while either
// has no trials. With no conversions (or only conversions) on both sides nothing differs: p = 1
export function twoProportionZTest(control: Proportion, variant: Proportion): ZTest | null {
  if (control.trials <= 0 || variant.trials <= 0) return null
  const p1 = control.successes / control.trials
  const p2 = variant.successes / variant.trials
  const pooled = (control.successes + variant.successes) / (control.trials + variant.trials)
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / control.trials + 1 / variant.trials))
  if (standardError === 0) return { z: 0, p: 1, difference: p2 - p1 }
  const z = (p2 - p1) / standardError
  return { z, p: Math.min(1, erfc(Math.abs(z) / Math.SQRT2)), difference: p2 - p1 }
}

export type Arm = { id: string; exposures: number; conversions: number }

export type ArmResult = Arm & {
  rate: number | null
  interval: Interval | null
  vsControl: ZTest | null
}

export type Verdict =
  | { kind: 'winner'; id: string; p: number; control: boolean }
  | { kind: 'too-few-visitors'; short: string[] }
  | { kind: 'no-conversions' }
  | { kind: 'not-significant'; id: string; p: number; control: boolean }

// every arm with its rate and interval, and each other arm's test against the first (the control)
export function armResults(arms: Arm[]): ArmResult[] {
  const [control] = arms
  return arms.map((arm, index) => {
    const proportion = { successes: arm.conversions, trials: arm.exposures }
    return {
      ...arm,
      rate: rateOf(proportion),
      interval: wilsonInterval(proportion),
      vsControl:
        index === 0 || !control
          ? null
          : twoProportionZTest(
              { successes: control.conversions, trials: control.exposures },
              proportion,
            ),
    }
  })
}

// The winner rule. Nothing is named until every arm has `minimum` visitors. Then the arm with the
// best rate wins when it beats the control with p < 0.05; when the control itself is best, it wins
// only when every other arm is behind it with p < 0.05. Anything else is "no winner yet".
export function verdictOf(
  results: ArmResult[],
  minimum = minimumExposures,
  alpha = significanceLevel,
): Verdict {
  const short = results.filter((arm) => arm.exposures < minimum).map((arm) => arm.id)
  if (results.length < 2 || short.length > 0) return { kind: 'too-few-visitors', short }
  if (results.every((arm) => arm.conversions === 0)) return { kind: 'no-conversions' }
  const [control, ...others] = results as [ArmResult, ...ArmResult[]]
  const best = results.reduce(
    (leader, arm) => ((arm.rate ?? 0) > (leader.rate ?? 0) ? arm : leader),
    control,
  )
  if (best !== control) {
    const p = best.vsControl?.p ?? 1
    return p < alpha
      ? { kind: 'winner', id: best.id, p, control: false }
      : { kind: 'not-significant', id: best.id, p, control: false }
  }
  const largestP = Math.max(...others.map((arm) => arm.vsControl?.p ?? 1))
  return largestP < alpha
    ? { kind: 'winner', id: control.id, p: largestP, control: true }
    : { kind: 'not-significant', id: control.id, p: largestP, control: true }
}

// p-values as a reader meets them: "< 0.001" rather than a string of zeros
export function formatP(p: number): string {
  return p < 0.001 ? '< 0.001' : p.toFixed(3)
}

// "p = 0.012", "p < 0.001"
export function pPhrase(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`
}

export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`
}
