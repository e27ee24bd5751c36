import { describe, expect, it } from 'vitest'
import {
  areaParam,
  boundsOf,
  boxArea,
  closesShape,
  isUsableBox,
  parseAreaParam,
  searchWithArea,
} from './map-drawing'

describe('the drawn area in the address', () => {
  it('writes lng,lat pairs to 5 decimals, joined by semicolons', () => {
    expect(
      areaParam([
        [-93.6123456, 42.0345678],
        [-93.6, 42.04],
        [-93.59, 42.03],
      ]),
    ).toBe('-93.61235,42.03457;-93.6,42.04;-93.59,42.03')
  })

  it('reads back what it wrote, and nothing malformed', () => {
    expect(parseAreaParam('-93.6,42;-93.5,42;-93.5,42.1')).toEqual([
      [-93.6, 42],
      [-93.5, 42],
      [-93.5, 42.1],
    ])
    expect(parseAreaParam('-93.6,42;-93.5,42')).toBeNull()
    expect(parseAreaParam('-93.6,42;-93.5;-93.5,42.1')).toBeNull()
    expect(parseAreaParam('a,b;c,d;e,f')).toBeNull()
    expect(parseAreaParam(Array(51).fill('1,2').join(';'))).toBeNull()
    expect(parseAreaParam(null)).toBeNull()
  })

  it('keeps the other filters, drops the page, sets the area', () => {
    const url = searchWithArea(
      '?q=garage&page=3&beds=2&area=old',
      boxArea([-93.7, 42.1], [-93.6, 42]),
    )
    const params = new URL(url, 'http://x').searchParams
    expect(params.get('q')).toBe('garage')
    expect(params.get('beds')).toBe('2')
    expect(params.has('page')).toBe(false)
    expect(params.get('area')).toBe('-93.7,42;-93.6,42;-93.6,42.1;-93.7,42.1')
  })
})

describe('drawing', () => {
  it('a box is its four corners from the south-west, whichever way it was dragged', () => {
    expect(boxArea([2, 5], [1, 3])).toEqual([
      [1, 3],
      [2, 3],
      [2, 5],
      [1, 5],
    ])
  })

  it('a click near the first point closes a shape of at least three points', () => {
    const first = { x: 100, y: 100 }
    expect(closesShape(first, { x: 105, y: 104 }, 3)).toBe(true)
    expect(closesShape(first, { x: 105, y: 104 }, 2)).toBe(false)
    expect(closesShape(first, { x: 130, y: 100 }, 5)).toBe(false)
    expect(closesShape(undefined, { x: 100, y: 100 }, 5)).toBe(false)
  })

  it('a Shift-click is no box', () => {
    expect(isUsableBox({ x: 0, y: 0 }, { x: 3, y: 40 })).toBe(false)
    expect(isUsableBox({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(true)
  })

  it('bounds hold every point', () => {
    expect(boundsOf([])).toBeNull()
    expect(
      boundsOf([
        [1, 5],
        [-2, 3],
        [0, 7],
      ]),
    ).toEqual([-2, 3, 1, 7])
  })
})
