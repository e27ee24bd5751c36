import type { BoostedTrees, Tree } from './gradient-boosting'

// TreeSHAP (Lundberg, Erion and Lee 2018, "Consistent individualized feature attribution for tree
// ensembles", algorithm 2): each input's exact Shapley value for one row, where an input left out
// of a coalition follows both branches weighted by the training rows that went each way. The
// values and the model's expected value add up to the prediction.

// The path of unique inputs met on the way down, kept in flat arrays: each level of the recursion
// copies its parent's path into the next free stretch (the layout of the reference implementation
// in the shap package), so explaining a row allocates nothing per node.
type Path = { input: Int32Array; zero: Float64Array; one: Float64Array; weight: Float64Array }

function pathFor(depth: number): Path {
  const size = ((depth + 2) * (depth + 3)) / 2
  return {
    input: new Int32Array(size),
    zero: new Float64Array(size),
    one: new Float64Array(size),
    weight: new Float64Array(size),
  }
}

function extend(
  path: Path,
  at: number,
  depth: number,
  zeroFraction: number,
  oneFraction: number,
  input: number,
) {
  path.input[at + depth] = input
  path.zero[at + depth] = zeroFraction
  path.one[at + depth] = oneFraction
  path.weight[at + depth] = depth === 0 ? 1 : 0
  for (let i = depth - 1; i >= 0; i -= 1) {
    path.weight[at + i + 1]! += (oneFraction * path.weight[at + i]! * (i + 1)) / (depth + 1)
    path.weight[at + i] = (zeroFraction * path.weight[at + i]! * (depth - i)) / (depth + 1)
  }
}

function unwind(path: Path, at: number, depth: number, position: number) {
  const oneFraction = path.one[at + position]!
  const zeroFraction = path.zero[at + position]!
  let next = path.weight[at + depth]!
  for (let i = depth - 1; i >= 0; i -= 1) {
    if (oneFraction !== 0) {
      const held = path.weight[at + i]!
      path.weight[at + i] = (next * (depth + 1)) / ((i + 1) * oneFraction)
      next = held - (path.weight[at + i]! * zeroFraction * (depth - i)) / (depth + 1)
    } else {
      path.weight[at + i] = (path.weight[at + i]! * (depth + 1)) / (zeroFraction * (depth - i))
    }
  }
  for (let i = position; i < depth; i += 1) {
    path.input[at + i] = path.input[at + i + 1]!
    path.zero[at + i] = path.zero[at + i + 1]!
    path.one[at + i] = path.one[at + i + 1]!
  }
}

function unwoundSum(path: Path, at: number, depth: number, position: number): number {
  const oneFraction = path.one[at + position]!
  const zeroFraction = path.zero[at + position]!
  let next = path.weight[at + depth]!
  let total = 0
  for (let i = depth - 1; i >= 0; i -= 1) {
    if (oneFraction !== 0) {
      const weight = (next * (depth + 1)) / ((i + 1) * oneFraction)
      total += weight
      next = path.weight[at + i]! - (weight * zeroFraction * (depth - i)) / (depth + 1)
    } else {
      total += (path.weight[at + i]! * (depth + 1)) / (zeroFraction * (depth - i))
    }
  }
  return total
}

// `parentAt`: where the parent's path starts; this node's path is the parent's, copied just after it
function recurse(
  tree: Tree,
  row: ArrayLike<number>,
  contributions: Float64Array,
  path: Path,
  node: number,
  parentAt: number,
  depth: number,
  zeroFraction: number,
  oneFraction: number,
  input: number,
) {
  const at = parentAt + depth
  for (let i = 0; i < depth; i += 1) {
    path.input[at + i] = path.input[parentAt + i]!
    path.zero[at + i] = path.zero[parentAt + i]!
    path.one[at + i] = path.one[parentAt + i]!
    path.weight[at + i] = path.weight[parentAt + i]!
  }
  extend(path, at, depth, zeroFraction, oneFraction, input)
  const split = tree.feature[node]!
  if (split < 0) {
    const value = tree.value[node]!
    for (let i = 1; i <= depth; i += 1)
      contributions[path.input[at + i]!]! +=
        unwoundSum(path, at, depth, i) * (path.one[at + i]! - path.zero[at + i]!) * value
    return
  }
  const x = row[split]!
  const goesLeft = Number.isNaN(x) ? tree.missingLeft[node] === 1 : x < tree.threshold[node]!
  const hot = goesLeft ? tree.left[node]! : tree.right[node]!
  const cold = goesLeft ? tree.right[node]! : tree.left[node]!
  let incomingZero = 1
  let incomingOne = 1
  let uniqueDepth = depth
  for (let i = 1; i <= depth; i += 1) {
    if (path.input[at + i] !== split) continue
    incomingZero = path.zero[at + i]!
    incomingOne = path.one[at + i]!
    unwind(path, at, depth, i)
    uniqueDepth -= 1
    break
  }
  const cover = tree.cover[node]!
  recurse(
    tree,
    row,
    contributions,
    path,
    hot,
    at,
    uniqueDepth + 1,
    (incomingZero * tree.cover[hot]!) / cover,
    incomingOne,
    split,
  )
  recurse(
    tree,
    row,
    contributions,
    path,
    cold,
    at,
    uniqueDepth + 1,
    (incomingZero * tree.cover[cold]!) / cover,
    0,
    split,
  )
}

// the tree's expected value: its leaves weighted by the training rows that reached them
function expectedValue(tree: Tree): number {
  let sum = 0
  tree.feature.forEach((split, node) => {
    if (split < 0) sum += tree.value[node]! * tree.cover[node]!
  })
  return sum / tree.cover[0]!
}

export function expectedPrediction(model: BoostedTrees): number {
  return model.trees.reduce((sum, tree) => sum + expectedValue(tree), model.base)
}

// each input's contribution to the prediction for `row`; with expectedPrediction(model) they sum to
// predictOne(model, row)
export function treeShap(model: BoostedTrees, row: ArrayLike<number>): Float64Array {
  const contributions = new Float64Array(model.inputs)
  const path = pathFor(64)
  for (const tree of model.trees)
    if (tree.feature[0]! >= 0) recurse(tree, row, contributions, path, 0, 0, 0, 1, 1, -1)
  return contributions
}
