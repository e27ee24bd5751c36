import { expect, test } from 'vitest'
import { colorSteps, noValueFill, palette } from './neighborhood-colors'

test('values split into five groups of about the same size, light to dark, with the range each color stands for', () => {
  const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
  const { fills, legend, anyMissing } = colorSteps(values)
  expect(fills).toEqual([
    palette[0],
    palette[0],
    palette[1],
    palette[1],
    palette[2],
    palette[2],
    palette[3],
    palette[3],
    palette[4],
    palette[4],
  ])
  expect(legend).toEqual([
    { fill: palette[0], from: 10, to: 20 },
    { fill: palette[1], from: 30, to: 40 },
    { fill: palette[2], from: 50, to: 60 },
    { fill: palette[3], from: 70, to: 80 },
    { fill: palette[4], from: 90, to: 100 },
  ])
  expect(anyMissing).toBe(false)
})

test('equal values share a color, a value the measure lacks is grey, and few distinct values still span light to dark', () => {
  const { fills, legend, anyMissing } = colorSteps([0, 0, 0, 0, 5, null])
  expect(fills).toEqual([palette[0], palette[0], palette[0], palette[0], palette[4], noValueFill])
  expect(legend).toEqual([
    { fill: palette[0], from: 0, to: 0 },
    { fill: palette[4], from: 5, to: 5 },
  ])
  expect(anyMissing).toBe(true)
})
