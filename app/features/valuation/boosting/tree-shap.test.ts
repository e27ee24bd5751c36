import { describe, expect, it } from 'vitest'
import {
  predictOne,
  random,
  trainBoostedTrees,
  type BoostedTrees,
  type Tree,
} from './gradient-boosting'
import { expectedPrediction, treeShap } from './tree-shap'

// a small market of made-up homes: price from size, age and a location code, with missing values
function market(rows: number, seed: number) {
  const draw = random(seed)
  const inputs = Array.from({ length: rows }, () => [
    1000 + draw() * 2000,
    1950 + Math.floor(draw() * 70),
    Math.floor(draw() * 4),
    draw() < 0.1 ? Number.NaN : draw() * 10,
  ])
  const targets = inputs.map(
    ([sqft, year, place, noise]) =>
      Math.log(sqft! * 120 * (1 + (year! - 1950) / 200) * [0.8, 1, 1.2, 1.5][place!]!) +
      (Number.isNaN(noise!) ? 0.05 : 0),
  )
  return { inputs, targets }
}

// the value with only the inputs in `known` given: unknown inputs follow both branches by cover
function conditional(tree: Tree, row: number[], known: Set<number>, node = 0): number {
  const split = tree.feature[node]!
  if (split < 0) return tree.value[node]!
  const [left, right] = [tree.left[node]!, tree.right[node]!]
  if (known.has(split)) {
    const value = row[split]!
    const goesLeft = Number.isNaN(value)
      ? tree.missingLeft[node] === 1
      : value < tree.threshold[node]!
    return conditional(tree, row, known, goesLeft ? left : right)
  }
  return (
    (tree.cover[left]! * conditional(tree, row, known, left) +
      tree.cover[right]! * conditional(tree, row, known, right)) /
    tree.cover[node]!
  )
}

// Shapley values by their definition, over every coalition of the inputs
function bruteForce(model: BoostedTrees, row: number[]): number[] {
  const width = model.inputs
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1))
  const valueOf = (known: Set<number>) =>
    model.trees.reduce((sum, tree) => sum + conditional(tree, row, known), model.base)
  return Array.from({ length: width }, (_, input) => {
    let total = 0
    for (let mask = 0; mask < 1 << width; mask += 1) {
      if (mask & (1 << input)) continue
      const known = new Set(
        Array.from({ length: width }, (_, i) => i).filter((i) => mask & (1 << i)),
      )
      const weight = (factorial(known.size) * factorial(width - known.size - 1)) / factorial(width)
      total += weight * (valueOf(new Set([...known, input])) - valueOf(known))
    }
    return total
  })
}

describe('TreeSHAP over our boosted trees', () => {
  const { inputs, targets } = market(600, 7)
  const model = trainBoostedTrees(inputs, targets, {
    trees: 40,
    depth: 4,
    learningRate: 0.2,
    minChildWeight: 3,
    colsample: 0.75,
  })

  it('gives contributions that, with the expected value, add up to the prediction', () => {
    for (const row of inputs.slice(0, 50)) {
      const contributions = treeShap(model, row)
      const sum = contributions.reduce((total, value) => total + value, expectedPrediction(model))
      expect(sum).toBeCloseTo(predictOne(model, row), 9)
    }
  })

  it('matches the Shapley values computed from their definition', () => {
    for (const row of [inputs[0]!, inputs[1]!, [2500, 2010, 3, Number.NaN]]) {
      const fast = Array.from(treeShap(model, row))
      bruteForce(model, row).forEach((exact, input) => expect(fast[input]).toBeCloseTo(exact, 9))
    }
  })

  it('learns the market: a held-out home is estimated within a few percent', () => {
    const test = market(200, 11)
    const errors = test.inputs
      .map((row, index) => Math.abs(Math.exp(predictOne(model, row) - test.targets[index]!) - 1))
      .sort((a, b) => a - b)
    expect(errors[100]).toBeLessThan(0.05)
  })

  it('is the same model for the same seed and data', () => {
    const again = trainBoostedTrees(inputs, targets, {
      trees: 40,
      depth: 4,
      learningRate: 0.2,
      minChildWeight: 3,
      colsample: 0.75,
    })
    expect(again).toEqual(model)
  })
})
