import { expect, test } from 'vitest'
import { takeTurns } from './take-turns'

test('no more than the given number run at once; the others start in order as places free up', async () => {
  const turn = takeTurns(2)
  let running = 0
  let most = 0
  const started: number[] = []
  const work = (index: number) =>
    turn(async () => {
      started.push(index)
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      if (index === 2) throw new Error('refused')
      return index
    })
  const results = await Promise.allSettled([0, 1, 2, 3, 4].map(work))
  expect(most).toBe(2)
  expect(started).toEqual([0, 1, 2, 3, 4])
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
  ])
})
