import { describe, expect, test } from 'vitest'
import { parseSearchParams, searchParamsOf } from './search-query'

describe('search parameters', () => {
  test('good values are kept and the defaults fill in', () => {
    const { query, errors } = parseSearchParams(
      new URLSearchParams(
        'minPrice=$150,000&beds=3&features=fireplace&features=bogus&type=townhouse',
      ),
    )
    expect(errors).toEqual({})
    expect(query).toMatchObject({
      minPrice: 150_000,
      beds: 3,
      features: ['fireplace'],
      type: 'townhouse',
      status: 'active',
      sort: 'newest',
      page: 1,
    })
  })
  test('letters in a number get a message and are left out', () => {
    const { query, errors } = parseSearchParams(new URLSearchParams('maxPrice=cheap&beds=2'))
    expect(errors.maxPrice).toBe('Max price must be a number, like 250,000')
    expect(query.maxPrice).toBeUndefined()
    expect(query.beds).toBe(2)
  })
  test('a max below the min gets a message and only the max is dropped', () => {
    const { query, errors } = parseSearchParams(
      new URLSearchParams('minPrice=300000&maxPrice=100000'),
    )
    expect(errors.maxPrice).toBe('Max price must be more than min price')
    expect(query).toMatchObject({ minPrice: 300_000 })
    expect(query.maxPrice).toBeUndefined()
  })
  test('keywords sort by best match unless a sort is chosen', () => {
    expect(parseSearchParams(new URLSearchParams('q=near+a+park')).query.sort).toBe('relevance')
    expect(parseSearchParams(new URLSearchParams('q=near+a+park&sort=price-asc')).query.sort).toBe(
      'price-asc',
    )
  })
  test('names inherited by every object are not sorts or features', () => {
    const { query } = parseSearchParams(
      new URLSearchParams('sort=constructor&features=toString&features=__proto__&features=deck'),
    )
    expect(query.sort).toBe('newest')
    expect(query.features).toEqual(['deck'])
  })
  test('a query goes back to the same parameters', () => {
    const { query } = parseSearchParams(
      new URLSearchParams('q=garden&minPrice=100000&features=deck&page=2&sort=size'),
    )
    expect(searchParamsOf(query).toString()).toBe(
      'features=deck&status=active&sort=size&page=2&q=garden&minPrice=100000',
    )
  })
})
