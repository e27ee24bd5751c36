import type { ServerBuild } from '@remix-run/node'
import { expect, test, vi } from 'vitest'
import { createRouteFinder, createRouteMatcher } from './route-pattern.server'

const route = (id: string, path: string | undefined, index?: boolean) => ({
  id,
  path,
  index,
  parentId: id === 'root' ? undefined : 'root',
  module: {},
})
const routes = {
  root: route('root', ''),
  home: route('home', undefined, true),
  property: route('property', 'property/:id'),
  notFound: route('notFound', '*'),
} as unknown as ServerBuild['routes']

test('a path is logged as the pattern of its route', () => {
  const patternOf = createRouteMatcher(routes)
  expect(patternOf('/property/ames-0001')).toBe('/property/:id')
  expect(patternOf('/')).toBe('/')
})

test('an undecodable path matches nothing, without a console warning', () => {
  const warn = vi.spyOn(console, 'warn')
  expect(createRouteMatcher(routes)('/property/%FF%FE')).toBe('unmatched')
  expect(createRouteFinder(routes)('/property/%FF%FE')).toBeUndefined()
  expect(warn).not.toHaveBeenCalled()
})

test('a single-fetch data request finds the route of its page', () => {
  const routeOf = createRouteFinder(routes)
  expect(routeOf('/property/ames-0001.data')).toBe('property')
  expect(routeOf('/_root.data')).toBe('home')
  expect(routeOf('/nowhere')).toBe('notFound')
})
