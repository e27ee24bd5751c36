// what the nearest other sales sold for: location, and the quality the data does not grade, carried
// by the neighbours' prices. Each pool entry is a sale's place, its value (log price per sq ft in
// the latest month's money, or log price when the market has no living area) and its month, so a
// sale is valued only from sales before it (no look-ahead) when `before` is given
export type NeighborPool = {
  x: Float64Array
  y: Float64Array
  channels: Float64Array[]
  months: Float64Array | null
  rows: Int32Array
  // how many nearest sales each median is over (absent in pools made before ADR 077: the default)
  counts?: number[]
}
export const neighborCounts = [6, 12, 30]

export function neighborPool(
  entries: Array<{ row: number; x: number; y: number; values: number[]; month: number }>,
  dated: boolean,
  counts: number[] = neighborCounts,
): NeighborPool {
  return {
    x: Float64Array.from(entries, (entry) => entry.x),
    y: Float64Array.from(entries, (entry) => entry.y),
    channels: (entries[0]?.values ?? []).map((_, channel) =>
      Float64Array.from(entries, (entry) => entry.values[channel]!),
    ),
    months: dated ? Float64Array.from(entries, (entry) => entry.month) : null,
    rows: Int32Array.from(entries, (entry) => entry.row),
    counts,
  }
}

// for each channel, the median value of the 6, 12 and 30 nearest pool sales (the pool's `counts`;
// NaN when there are none), then the log distance to the sixth nearest (how dense the sales are there), leaving out
// the pool entry of table row `excludeRow` and, with `before`, any sale of that month or later
export function nearbyValues(
  pool: NeighborPool,
  point: { x: number; y: number },
  excludeRow = -1,
  before = Number.POSITIVE_INFINITY,
): number[] {
  const counts = pool.counts ?? neighborCounts
  const deepest = Math.max(...counts)
  const distances = new Float64Array(deepest).fill(Number.POSITIVE_INFINITY)
  const nearest = new Int32Array(deepest)
  let found = 0
  for (let index = 0; index < pool.rows.length; index += 1) {
    if (pool.rows[index] === excludeRow) continue
    if (pool.months && pool.months[index]! >= before) continue
    const distance = (pool.x[index]! - point.x) ** 2 + (pool.y[index]! - point.y) ** 2
    if (found === deepest && distance >= distances[deepest - 1]!) continue
    let at = Math.min(found, deepest - 1)
    while (at > 0 && distances[at - 1]! > distance) {
      distances[at] = distances[at - 1]!
      nearest[at] = nearest[at - 1]!
      at -= 1
    }
    distances[at] = distance
    nearest[at] = index
    if (found < deepest) found += 1
  }
  const medians = pool.channels.flatMap((channel) =>
    counts.map((k) => {
      const values = Array.from(nearest.subarray(0, Math.min(k, found)), (index) => channel[index]!)
        .filter(Number.isFinite)
        .sort((a, b) => a - b)
      return values.length ? values[Math.floor(values.length / 2)]! : Number.NaN
    }),
  )
  return [...medians, found >= 6 ? Math.log(Math.sqrt(distances[5]!) + 1e-9) : Number.NaN]
}
