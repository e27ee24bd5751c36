import {
  adjustedFactors,
  atArmsLength,
  factValue,
  type AdjustedFactor,
  type AdjustmentRates,
  type MeasuredRate,
  type Sale,
} from './comparables'

// what the fit measured for each factor, per unit, with the other facts and the neighborhood held:
// the rate and its standard error, before a rate below zero is set to no adjustment
export type MeasuredRates = Record<AdjustedFactor, MeasuredRate>

export function measureAdjustmentRates(sales: Sale[]): AdjustmentRates {
  return measureAdjustments(sales).rates
}

// what the market paid for each difference: a least-squares fit of sale price on the adjusted
// facts with one constant per neighborhood (so location does not leak into size or age), over the
// sales at arm's length. A factor the fit prices below zero (bedrooms, once size is held) is not
// adjusted at all, and `measured` keeps the figure that says so
export function measureAdjustments(recorded: Sale[]): {
  rates: AdjustmentRates
  measured: MeasuredRates
} {
  const sales = recorded.filter(atArmsLength)
  const neighborhoods = [...new Set(sales.map((sale) => sale.neighborhood))].sort()
  const columns = adjustedFactors.length + neighborhoods.length
  const raw = sales.map((sale) => adjustedFactors.map((factor) => factValue(sale, factor)))
  const means = adjustedFactors.map(
    (_, column) => raw.reduce((sum, row) => sum + row[column]!, 0) / raw.length,
  )
  const spreads = adjustedFactors.map(
    (_, column) =>
      Math.sqrt(
        raw.reduce((sum, row) => sum + (row[column]! - means[column]!) ** 2, 0) / raw.length,
      ) || 1,
  )
  const gram = Array.from({ length: columns }, () => new Array<number>(columns).fill(0))
  const moment = new Array<number>(columns).fill(0)
  sales.forEach((sale, index) => {
    const row = new Array<number>(columns).fill(0)
    raw[index]!.forEach(
      (value, column) => (row[column] = (value - means[column]!) / spreads[column]!),
    )
    row[adjustedFactors.length + neighborhoods.indexOf(sale.neighborhood)] = 1
    for (let i = 0; i < columns; i += 1) {
      if (row[i] === 0) continue
      moment[i] += row[i]! * sale.salePrice
      for (let j = 0; j < columns; j += 1) gram[i]![j] += row[i]! * row[j]!
    }
  })
  // a whisper of ridge keeps a neighborhood with one sale from making the system singular
  for (let i = 0; i < columns; i += 1) gram[i]![i] += 1e-6 * sales.length
  const solution = solve(gram, moment)
  // the residual variance and the diagonal of the inverse give each rate's standard error
  let squares = 0
  sales.forEach((sale, index) => {
    let fitted = solution[adjustedFactors.length + neighborhoods.indexOf(sale.neighborhood)]!
    raw[index]!.forEach(
      (value, column) =>
        (fitted += ((value - means[column]!) / spreads[column]!) * solution[column]!),
    )
    squares += (sale.salePrice - fitted) ** 2
  })
  const variance = squares / Math.max(1, sales.length - columns)
  const rates = {} as AdjustmentRates
  const measured = {} as MeasuredRates
  adjustedFactors.forEach((factor, column) => {
    const unit = new Array<number>(columns).fill(0)
    unit[column] = 1
    const inverse = solve(gram, unit)[column]!
    const raw = solution[column]! / spreads[column]!
    measured[factor] = {
      perUnit: roundRate(raw),
      standardError: roundRate(Math.sqrt(Math.max(0, variance * inverse)) / spreads[column]!),
    }
    rates[factor] = roundRate(Math.max(0, raw))
  })
  return { rates, measured }
}

const roundRate = (perUnit: number) =>
  Math.abs(perUnit) >= 100 ? Math.round(perUnit / 100) * 100 : Math.round(perUnit * 100) / 100

// Gaussian elimination with partial pivoting
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length
  const a = matrix.map((row, index) => [...row, vector[index]!])
  for (let column = 0; column < n; column += 1) {
    let pivot = column
    for (let row = column + 1; row < n; row += 1)
      if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row
    ;[a[column], a[pivot]] = [a[pivot]!, a[column]!]
    const lead = a[column]![column]!
    if (Math.abs(lead) < 1e-12) continue
    for (let row = 0; row < n; row += 1) {
      if (row === column) continue
      const factor = a[row]![column]! / lead
      if (factor === 0) continue
      for (let k = column; k <= n; k += 1) a[row]![k] -= factor * a[column]![k]!
    }
  }
  return a.map((row, index) => (Math.abs(row[index]!) < 1e-12 ? 0 : row[n]! / row[index]!))
}
