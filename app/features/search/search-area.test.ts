import { describe, expect, test } from 'vitest'
import { searchMessages } from './messages'
import { areaText, isInsideArea, parseArea, type Area } from './search-area'
import { parseSearchParams, searchParamsOf } from './search-query'

const square: Area = [
  [-93.7, 42.0],
  [-93.6, 42.0],
  [-93.6, 42.1],
  [-93.7, 42.1],
]
// a U open to the north: the notch between its arms is outside
const u: Area = [
  [0, 0],
  [3, 0],
  [3, 3],
  [2, 3],
  [2, 1],
  [1, 1],
  [1, 3],
  [0, 3],
]

describe('an area in the search URL', () => {
  test('points are read as lng,lat pairs, rounded to five decimals, and written back the same', () => {
    const { query, errors } = parseSearchParams(
      new URLSearchParams('area=-93.7000012,42;-93.6,42;-93.6,42.1;-93.7,42.1&beds=2'),
    )
    expect(errors).toEqual({})
    expect(query.area).toEqual(square)
    expect(query.beds).toBe(2)
    const written = searchParamsOf(query)
    expect(written.get('area')).toBe('-93.7,42;-93.6,42;-93.6,42.1;-93.7,42.1')
    expect(parseSearchParams(written).query.area).toEqual(square)
  })

  test('a ring written closed is the same area; a trailing semicolon is allowed', () => {
    expect(parseArea('0,0;1,0;1,1;0,0')).toEqual({
      area: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    })
    expect(parseArea('0,0;1,0;1,1;')).toEqual(parseArea('0,0;1,0;1,1'))
  })

  test('a malformed area gets a message and the rest of the search still runs', () => {
    for (const bad of [
      'abc',
      '1,2;3',
      '1,2;3,4;5,x',
      '200,1;1,1;1,2',
      '1,95;1,1;2,2',
      '1e3,2;1,1;2,2',
    ])
      expect(parseArea(bad)).toEqual({ error: searchMessages.area.malformed })
    const { query, errors } = parseSearchParams(new URLSearchParams('area=nonsense&minPrice=1000'))
    expect(errors.area).toBe(searchMessages.area.malformed)
    expect(query.area).toBeUndefined()
    expect(query.minPrice).toBe(1000)
  })

  test('fewer than 3 or more than 50 points is refused', () => {
    expect(parseArea('0,0;1,1')).toEqual({ error: searchMessages.area.tooFew })
    expect(parseArea('0,0;1,1;0,0')).toEqual({ error: searchMessages.area.tooFew })
    const circle = (points: number) =>
      Array.from({ length: points }, (_, index) => {
        const angle = (index / points) * 2 * Math.PI
        return `${(-93.6 + 0.01 * Math.cos(angle)).toFixed(5)},${(42 + 0.01 * Math.sin(angle)).toFixed(5)}`
      }).join(';')
    expect('area' in parseArea(circle(50))).toBe(true)
    expect(parseArea(circle(51))).toEqual({ error: searchMessages.area.tooMany })
    expect(parseSearchParams(new URLSearchParams({ area: circle(51) })).errors.area).toBe(
      searchMessages.area.tooMany,
    )
  })

  test('the area text is what the URL carries', () => {
    expect(areaText(square)).toBe('-93.7,42;-93.6,42;-93.6,42.1;-93.7,42.1')
  })
})

describe('a home inside the area', () => {
  test('inside and outside a box', () => {
    expect(isInsideArea(-93.65, 42.05, square)).toBe(true)
    expect(isInsideArea(-93.75, 42.05, square)).toBe(false)
    expect(isInsideArea(-93.65, 42.15, square)).toBe(false)
  })

  test('a concave area: its arms are inside, the notch between them is not', () => {
    expect(isInsideArea(0.5, 2, u)).toBe(true)
    expect(isInsideArea(2.5, 2, u)).toBe(true)
    expect(isInsideArea(1.5, 0.5, u)).toBe(true)
    expect(isInsideArea(1.5, 2, u)).toBe(false)
    expect(isInsideArea(1.5, 3.5, u)).toBe(false)
  })

  test('a home on the outline or at a corner counts as inside', () => {
    expect(isInsideArea(-93.65, 42.0, square)).toBe(true)
    expect(isInsideArea(-93.6, 42.05, square)).toBe(true)
    expect(isInsideArea(-93.7, 42.1, square)).toBe(true)
    // the notch's floor is the U's edge
    expect(isInsideArea(1.5, 1, u)).toBe(true)
    expect(isInsideArea(1, 2, u)).toBe(true)
  })
})
