import { expect, test } from 'vitest'
import { serverTiming } from './server-timing.server'

test('a page: the loaders from the start of the request, then the render', () => {
  expect(serverTiming({ method: 'GET', startedAt: 100, renderStartedAt: 112.34, now: 115 })).toBe(
    'loader;dur=12.3, render;dur=2.7',
  )
})

test('a form post that renders its page again times the action', () => {
  expect(serverTiming({ method: 'POST', startedAt: 0, renderStartedAt: 40, now: 45 })).toBe(
    'action;dur=40.0, render;dur=5.0',
  )
})

test('a data request has no render', () => {
  expect(serverTiming({ method: 'GET', startedAt: 10, now: 18.06 })).toBe('loader;dur=8.1')
  expect(serverTiming({ method: 'HEAD', startedAt: 10, now: 10 })).toBe('loader;dur=0.0')
})

test('the named parts of the work follow the loader, each summed over the request', () => {
  expect(
    serverTiming({
      method: 'GET',
      startedAt: 0,
      renderStartedAt: 30,
      now: 34,
      phases: { session: 1.23, firestore: 20 },
    }),
  ).toBe('loader;dur=30.0, session;dur=1.2, firestore;dur=20.0, render;dur=4.0')
})
