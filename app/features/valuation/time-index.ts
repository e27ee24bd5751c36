// A market's price index by month, learned from its sales: a hedonic regression of log price on the
// home's mapped facts and one effect per month, with a penalty on the change from one month to the
// next (a smoothed index, so a thin month borrows from its neighbours). The index is 0 at the
// latest month, so a price divided by exp(index) is in the latest month's money. Without dates the
// same regression gives the facts' weights alone.
export type TimeIndex = { firstMonth: number; values: number[] }

// a light penalty on the facts' weights, so that a label few sales share does not take their errors
const ridge = 3

export function indexAt(index: TimeIndex | null, month: number): number {
  if (!index) return 0
  const position = Math.min(
    index.values.length - 1,
    Math.max(0, Math.floor(month) - index.firstMonth),
  )
  return index.values[position]!
}

// a linear model of log price on the home's facts: what a home like this sells for in the latest
// month, before its location; the neighbours' differences from it measure the location
export type Hedonic = {
  centers: number[]
  scales: number[]
  medians: number[]
  weights: number[]
  intercept: number
}
export type HedonicFit = { index: TimeIndex | null; hedonic: Hedonic }

export function hedonicValue(model: Hedonic, facts: number[]): number {
  return facts.reduce(
    (sum, value, input) =>
      sum +
      (model.weights[input]! *
        ((Number.isFinite(value) ? value : model.medians[input]!) - model.centers[input]!)) /
        model.scales[input]!,
    model.intercept,
  )
}

// `logPrices ~ facts + month`, facts imputed by their median: the month effects (none when the
// sales span a single month or have no dates) and the facts' weights
export function fitHedonic(
  months: number[] | null,
  logPrices: number[],
  facts: number[][],
): HedonicFit {
  const whole = months ? months.map(Math.floor) : logPrices.map(() => 0)
  const firstMonth = Math.min(...whole)
  const span = Math.max(...whole) - firstMonth + 1
  const width = facts[0]?.length ?? 0
  const scaled = Array.from({ length: width }, (_, input) =>
    standardized(facts.map((row) => row[input]!)),
  )
  const columns = scaled.map((column) => column.values)
  // β: intercept, the facts, then the months after the first (the first month is the reference)
  const size = 1 + width + span - 1
  const normal = Array.from({ length: size }, () => new Float64Array(size))
  const right = new Float64Array(size)
  const row = new Float64Array(size)
  for (let sale = 0; sale < logPrices.length; sale += 1) {
    row.fill(0)
    row[0] = 1
    for (let input = 0; input < width; input += 1) row[1 + input] = columns[input]![sale]!
    const month = whole[sale]! - firstMonth
    if (month > 0) row[width + month] = 1
    for (let i = 0; i < size; i += 1) {
      if (row[i] === 0) continue
      right[i]! += row[i]! * logPrices[sale]!
      for (let j = 0; j < size; j += 1) normal[i]![j]! += row[i]! * row[j]!
    }
  }
  // about a quarter of a month's sales: a thin month leans on its neighbours, a full one speaks for itself
  const smoothing = Math.max(2, logPrices.length / span / 4)
  // the facts' weights only: a penalty on the month effects would pull them towards the first month
  for (let i = 1; i < size; i += 1) normal[i]![i]! += i <= width ? ridge : 1e-6
  // Σ (m_t − m_{t−1})², with m_0 = 0 for the reference month
  for (let month = 1; month < span; month += 1) {
    const here = width + month
    const before = month > 1 ? width + month - 1 : -1
    normal[here]![here]! += smoothing
    if (before >= 0) {
      normal[before]![before]! += smoothing
      normal[here]![before]! -= smoothing
      normal[before]![here]! -= smoothing
    }
  }
  const beta = solve(normal, right)
  const effects = [0, ...Array.from({ length: span - 1 }, (_, month) => beta[width + 1 + month]!)]
  const latest = effects[effects.length - 1]!
  const hedonic = {
    ...scaledParts(scaled),
    weights: Array.from(beta.subarray(1, 1 + width)),
    intercept: beta[0]! + latest,
  }
  if (span < 2) return { index: null, hedonic }
  return {
    index: {
      firstMonth,
      values: effects.map((effect) => Math.round((effect - latest) * 1e6) / 1e6),
    },
    hedonic,
  }
}

function scaledParts(scaled: Array<{ center: number; scale: number; median: number }>) {
  return {
    centers: scaled.map((part) => part.center),
    scales: scaled.map((part) => part.scale),
    medians: scaled.map((part) => part.median),
  }
}

function standardized(values: number[]) {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b)
  const median = known.length ? known[Math.floor(known.length / 2)]! : 0
  const filled = values.map((value) => (Number.isFinite(value) ? value : median))
  const center = filled.reduce((sum, value) => sum + value, 0) / filled.length
  const scale =
    Math.sqrt(filled.reduce((sum, value) => sum + (value - center) ** 2, 0) / filled.length) || 1
  return { values: filled.map((value) => (value - center) / scale), center, scale, median }
}

// Gaussian elimination with partial pivoting; the system is small (facts + months)
function solve(matrix: Float64Array[], vector: Float64Array): Float64Array {
  const size = vector.length
  const a = matrix.map((line) => Float64Array.from(line))
  const b = Float64Array.from(vector)
  for (let column = 0; column < size; column += 1) {
    let pivot = column
    for (let line = column + 1; line < size; line += 1)
      if (Math.abs(a[line]![column]!) > Math.abs(a[pivot]![column]!)) pivot = line
    ;[a[column], a[pivot]] = [a[pivot]!, a[column]!]
    ;[b[column], b[pivot]] = [b[pivot]!, b[column]!]
    const lead = a[column]![column]!
    if (Math.abs(lead) < 1e-12) continue
    for (let line = column + 1; line < size; line += 1) {
      const factor = a[line]![column]! / lead
      if (factor === 0) continue
      for (let k = column; k < size; k += 1) a[line]![k]! -= factor * a[column]![k]!
      b[line]! -= factor * b[column]!
    }
  }
  const x = new Float64Array(size)
  for (let line = size - 1; line >= 0; line -= 1) {
    let sum = b[line]!
    for (let k = line + 1; k < size; k += 1) sum -= a[line]![k]! * x[k]!
    x[line] = Math.abs(a[line]![line]!) < 1e-12 ? 0 : sum / a[line]![line]!
  }
  return x
}
