import { describe, expect, test } from 'vitest'
import { plannedPages } from './planned-pages'
import { isPlanned, placeholdersOf, routeAt } from './route-table.server'

describe('the route table is the one list of pages', () => {
  test('every planned route has its heading, and every heading belongs to a planned route', () => {
    const plannedIds = placeholdersOf('planned')
      .map((route) => route.id)
      .sort()
    expect(Object.keys(plannedPages).sort()).toEqual(plannedIds)
  })

  test('finds the page at a path, with its parameters', () => {
    expect(routeAt('/property/ames-0001')).toMatchObject({
      id: 'property',
      params: { id: 'ames-0001' },
    })
    expect(routeAt('/seller-flow')).toMatchObject({ id: 'seller-flow' })
    expect(routeAt('/seller-flow/intent')).toMatchObject({ id: 'seller-flow-intent' })
    expect(isPlanned('/seller-flow/review')).toBe(false)
    expect(routeAt('/no/such/page')).toBeNull()
    expect(routeAt('/landing/anything')).toMatchObject({
      id: 'landing-page',
      placeholder: null,
      params: { slug: 'anything' },
    })
    expect(routeAt('/landing/ai-home-valuation')).toMatchObject({
      id: 'landing-ai-home-valuation',
      placeholder: null,
    })
    expect(routeAt('/landing/fsbo-expert-support')).toMatchObject({
      id: 'landing-fsbo-expert-support',
      placeholder: null,
    })
  })

  test('knows which pages are not built yet', () => {
    expect(isPlanned('/idx-listings')).toBe(false)
    expect(isPlanned('/neighborhood-explorer')).toBe(false)
    expect(isPlanned('/how-it-works')).toBe(false)
    expect(isPlanned('/terms')).toBe(false)
    expect(isPlanned('/property-search')).toBe(false)
  })

  test('every alias lands on a page of the table', () => {
    for (const target of [
      '/service-experts',
      '/seller-dashboard-authentic',
      '/seller-dashboard-demo',
      '/seller/dashboard/inquiries',
      '/buyer-dashboard',
      '/seller/dashboard/settings',
      '/vendor/settings',
      '/buyer-flow',
    ]) {
      expect(routeAt(target), target).not.toBeNull()
    }
  })
})
