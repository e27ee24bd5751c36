import { expect, test } from 'vitest'
import { carriedSignInQuery } from './sign-in-reasons'

test('the next auth page keeps redirectTo and a known reason, and drops an unknown one', () => {
  const carried = (query: Record<string, string>) => carriedSignInQuery(new URLSearchParams(query))
  expect(carried({ redirectTo: '/property/ames-0001?then=save#save-home', reason: 'save' })).toBe(
    `?${new URLSearchParams({ redirectTo: '/property/ames-0001?then=save#save-home', reason: 'save' })}`,
  )
  expect(carried({ redirectTo: '/buyer-dashboard', reason: '__proto__' })).toBe(
    '?redirectTo=%2Fbuyer-dashboard',
  )
  expect(carried({ reason: 'save' })).toBe('')
  expect(carried({})).toBe('')
})
