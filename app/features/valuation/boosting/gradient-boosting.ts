// Gradient-boosted regression trees, written here so every tree is ours to read: the model is plain
// JSON, an estimate is a walk down each tree, and TreeSHAP (tree-shap.ts) explains it exactly.
// Squared error on the target, histogram splits (at most 255 value bins per input, like LightGBM
// and XGBoost's `hist`), a learned direction for missing values (NaN), rows and inputs sampled per
// tree. ADR 044.

export type BoostingOptions = {
  trees: number
  depth: number
  learningRate: number
  // the fewest training rows a leaf may hold
  minChildWeight: number
  subsample: number
  colsample: number
  // L2 penalty on leaf values
  lambda: number
  // Huber loss: an error beyond this counts by its size, not its square (0: squared error)
  huber: number
  seed: number
}

// chosen on the Ames sales (5-fold, scripts/valuation/tune.ts); ADR 044 has the runs
export const defaultBoosting: BoostingOptions = {
  trees: 1500,
  depth: 4,
  learningRate: 0.03,
  minChildWeight: 2,
  subsample: 0.8,
  colsample: 0.3,
  lambda: 1,
  huber: 0.1,
  seed: 1,
}

// one tree as parallel arrays by node; a leaf has feature -1. A row goes left when its value is
// below the threshold, and a missing value goes the way `missingLeft` says. `cover` is the number of
// training rows that reached the node (TreeSHAP weighs the unknown branches by it)
export type Tree = {
  feature: number[]
  threshold: number[]
  missingLeft: number[]
  left: number[]
  right: number[]
  value: number[]
  cover: number[]
}
export type BoostedTrees = { base: number; inputs: number; trees: Tree[] }

const missingBin = 255
const valueBins = 255

export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

// the cut points of one input: between each pair of distinct values when there are few, else at
// its quantiles
function edgesOf(column: Float64Array): Float64Array {
  const values = column.filter((value) => !Number.isNaN(value)).sort()
  const distinct: number[] = []
  for (const value of values)
    if (distinct.length === 0 || distinct[distinct.length - 1] !== value) distinct.push(value)
  if (distinct.length <= valueBins)
    return Float64Array.from(distinct.slice(1), (value, index) => (distinct[index]! + value) / 2)
  const cuts: number[] = []
  for (let bin = 1; bin < valueBins; bin += 1) {
    const cut = values[Math.floor((bin * values.length) / valueBins)]!
    if (cut > values[0]! && cut !== cuts[cuts.length - 1]) cuts.push(cut)
  }
  return Float64Array.from(cuts)
}

function binOf(edges: Float64Array, value: number): number {
  if (Number.isNaN(value)) return missingBin
  let low = 0
  let high = edges.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (edges[middle]! <= value) low = middle + 1
    else high = middle
  }
  return low
}

type Split = { slot: number; bin: number; missingLeft: boolean; gain: number }
type Pending = {
  node: number
  rows: Int32Array
  depth: number
  sumGradient: number
  histogram: Histogram
}
type Histogram = { gradient: Float64Array; count: Float64Array }

export function trainBoostedTrees(
  inputs: number[][],
  targets: number[],
  options: Partial<BoostingOptions> = {},
): BoostedTrees {
  const settings = { ...defaultBoosting, ...options }
  const n = inputs.length
  const width = inputs[0]?.length ?? 0
  const edges: Float64Array[] = []
  const bins: Uint8Array[] = []
  for (let input = 0; input < width; input += 1) {
    const column = Float64Array.from(inputs, (row) => row[input]!)
    edges.push(edgesOf(column))
    bins.push(Uint8Array.from(column, (value) => binOf(edges[input]!, value)))
  }
  const base = targets.reduce((sum, value) => sum + value, 0) / Math.max(1, n)
  const prediction = new Float64Array(n).fill(base)
  const gradient = new Float64Array(n)
  const draw = random(settings.seed)
  const trees: Tree[] = []
  const perTree = Math.max(1, Math.round(width * settings.colsample))

  for (let round = 0; round < settings.trees; round += 1) {
    for (let row = 0; row < n; row += 1) {
      const error = prediction[row]! - targets[row]!
      gradient[row] =
        settings.huber > 0 ? Math.max(-settings.huber, Math.min(settings.huber, error)) : error
    }
    const sampled: number[] = []
    for (let row = 0; row < n; row += 1)
      if (settings.subsample >= 1 || draw() < settings.subsample) sampled.push(row)
    const order = Array.from({ length: width }, (_, input) => input)
    for (let index = width - 1; index > 0; index -= 1) {
      const other = Math.floor(draw() * (index + 1))
      ;[order[index], order[other]] = [order[other]!, order[index]!]
    }
    const chosen = order.slice(0, perTree).sort((a, b) => a - b)
    const tree = growTree(Int32Array.from(sampled), chosen, bins, edges, gradient, settings)
    for (let row = 0; row < n; row += 1)
      prediction[row]! += leafOfBinned(tree.tree, tree.splitBin, bins, row)
    trees.push(tree.tree)
  }
  return { base, inputs: width, trees }
}

function histogramOf(
  rows: Int32Array,
  chosen: number[],
  bins: Uint8Array[],
  gradient: Float64Array,
): Histogram {
  const histogram = {
    gradient: new Float64Array(chosen.length * 256),
    count: new Float64Array(chosen.length * 256),
  }
  chosen.forEach((input, slot) => {
    const column = bins[input]!
    const offset = slot * 256
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index]!
      const at = offset + column[row]!
      histogram.gradient[at]! += gradient[row]!
      histogram.count[at]! += 1
    }
  })
  return histogram
}

function bestSplit(
  histogram: Histogram,
  chosen: number[],
  edges: Float64Array[],
  sumGradient: number,
  count: number,
  settings: BoostingOptions,
): Split | null {
  const { lambda, minChildWeight } = settings
  const parentScore = (sumGradient * sumGradient) / (count + lambda)
  let best: Split | null = null
  chosen.forEach((input, slot) => {
    const offset = slot * 256
    const missingGradient = histogram.gradient[offset + missingBin]!
    const missingCount = histogram.count[offset + missingBin]!
    let leftGradient = 0
    let leftCount = 0
    for (let bin = 0; bin < edges[input]!.length; bin += 1) {
      leftGradient += histogram.gradient[offset + bin]!
      leftCount += histogram.count[offset + bin]!
      for (const missingLeft of missingCount > 0 ? [false, true] : [false]) {
        const lg = leftGradient + (missingLeft ? missingGradient : 0)
        const lc = leftCount + (missingLeft ? missingCount : 0)
        const rc = count - lc
        if (lc < minChildWeight || rc < minChildWeight) continue
        const rg = sumGradient - lg
        const gain = (lg * lg) / (lc + lambda) + (rg * rg) / (rc + lambda) - parentScore
        if (gain > 1e-12 && (!best || gain > best.gain))
          best = { slot, bin, missingLeft: missingCount > 0 ? missingLeft : lc >= rc, gain }
      }
    }
  })
  return best
}

function growTree(
  rows: Int32Array,
  chosen: number[],
  bins: Uint8Array[],
  edges: Float64Array[],
  gradient: Float64Array,
  settings: BoostingOptions,
) {
  const tree: Tree = {
    feature: [],
    threshold: [],
    missingLeft: [],
    left: [],
    right: [],
    value: [],
    cover: [],
  }
  const splitBin: number[] = []
  const addNode = (cover: number) => {
    tree.feature.push(-1)
    tree.threshold.push(0)
    tree.missingLeft.push(0)
    tree.left.push(-1)
    tree.right.push(-1)
    tree.value.push(0)
    tree.cover.push(cover)
    splitBin.push(0)
    return tree.feature.length - 1
  }
  const sumOf = (of: Int32Array) => {
    let sum = 0
    for (let index = 0; index < of.length; index += 1) sum += gradient[of[index]!]!
    return sum
  }
  const makeLeaf = (node: number, sumGradient: number, count: number) => {
    tree.value[node] =
      Math.round((-sumGradient / (count + settings.lambda)) * settings.learningRate * 1e9) / 1e9
  }
  const pending: Pending[] = [
    {
      node: addNode(rows.length),
      rows,
      depth: 0,
      sumGradient: sumOf(rows),
      histogram: histogramOf(rows, chosen, bins, gradient),
    },
  ]
  while (pending.length > 0) {
    const { node, rows: here, depth, sumGradient, histogram } = pending.shift()!
    const split =
      depth < settings.depth && here.length >= 2 * settings.minChildWeight
        ? bestSplit(histogram, chosen, edges, sumGradient, here.length, settings)
        : null
    if (!split) {
      makeLeaf(node, sumGradient, here.length)
      continue
    }
    const input = chosen[split.slot]!
    const column = bins[input]!
    const goesLeft = (row: number) =>
      column[row] === missingBin ? split.missingLeft : column[row]! <= split.bin
    let leftSize = 0
    for (let index = 0; index < here.length; index += 1) if (goesLeft(here[index]!)) leftSize += 1
    const leftRows = new Int32Array(leftSize)
    const rightRows = new Int32Array(here.length - leftSize)
    let l = 0
    let r = 0
    for (let index = 0; index < here.length; index += 1) {
      const row = here[index]!
      if (goesLeft(row)) leftRows[l++] = row
      else rightRows[r++] = row
    }
    tree.feature[node] = input
    tree.threshold[node] = edges[input]![split.bin]!
    tree.missingLeft[node] = split.missingLeft ? 1 : 0
    splitBin[node] = split.bin
    const left = addNode(leftRows.length)
    const right = addNode(rightRows.length)
    tree.left[node] = left
    tree.right[node] = right
    const leftGradient = sumOf(leftRows)
    const needsHistogram = depth + 1 < settings.depth
    // the smaller child's histogram is counted; the larger one's is the parent's minus it
    let leftHistogram: Histogram = histogram
    let rightHistogram: Histogram = histogram
    if (needsHistogram) {
      const smallIsLeft = leftRows.length <= rightRows.length
      const small = histogramOf(smallIsLeft ? leftRows : rightRows, chosen, bins, gradient)
      const large = {
        gradient: histogram.gradient.map((value, at) => value - small.gradient[at]!),
        count: histogram.count.map((value, at) => value - small.count[at]!),
      }
      leftHistogram = smallIsLeft ? small : large
      rightHistogram = smallIsLeft ? large : small
    }
    pending.push({
      node: left,
      rows: leftRows,
      depth: depth + 1,
      sumGradient: leftGradient,
      histogram: leftHistogram,
    })
    pending.push({
      node: right,
      rows: rightRows,
      depth: depth + 1,
      sumGradient: sumGradient - leftGradient,
      histogram: rightHistogram,
    })
  }
  return { tree, splitBin }
}

function leafOfBinned(tree: Tree, splitBin: number[], bins: Uint8Array[], row: number): number {
  let node = 0
  while (tree.feature[node]! >= 0) {
    const bin = bins[tree.feature[node]!]![row]!
    const left = bin === missingBin ? tree.missingLeft[node] === 1 : bin <= splitBin[node]!
    node = left ? tree.left[node]! : tree.right[node]!
  }
  return tree.value[node]!
}

// the average of several models as one: every tree, its leaves divided by the number of models
export function averageOf(models: BoostedTrees[]): BoostedTrees {
  const share = 1 / models.length
  return {
    base: models.reduce((sum, model) => sum + model.base * share, 0),
    inputs: models[0]!.inputs,
    trees: models.flatMap((model) =>
      model.trees.map((tree) => ({ ...tree, value: tree.value.map((value) => value * share) })),
    ),
  }
}

export function leafOf(tree: Tree, row: ArrayLike<number>): number {
  let node = 0
  while (tree.feature[node]! >= 0) {
    const value = row[tree.feature[node]!]!
    const left = Number.isNaN(value) ? tree.missingLeft[node] === 1 : value < tree.threshold[node]!
    node = left ? tree.left[node]! : tree.right[node]!
  }
  return node
}

export function predictOne(model: BoostedTrees, row: ArrayLike<number>): number {
  let sum = model.base
  for (const tree of model.trees) sum += tree.value[leafOf(tree, row)]!
  return sum
}

export function predict(model: BoostedTrees, rows: ArrayLike<number>[]): number[] {
  return rows.map((row) => predictOne(model, row))
}
