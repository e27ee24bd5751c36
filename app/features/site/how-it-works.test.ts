import { describe, expect, test } from 'vitest'
import { routeAt } from '~/features/shell/route-table.server'
import { journeys } from './how-it-works'

const links = journeys.flatMap((journey) => [
  ...(journey.overview ? [journey.overview] : []),
  ...journey.steps.flatMap((step) => step.links),
])

describe('how it works', () => {
  test.each(links.map((link) => [link.to, link.label]))(
    '%s (%s) is a built page of the route table',
    (to) => {
      const route = routeAt(to)
      expect(route, to).not.toBeNull()
      expect(route?.placeholder, to).toBeNull()
      expect(
        Object.values(route?.params ?? {}).filter((value) => value !== undefined),
        to,
      ).toEqual([])
    },
  )

  test('every journey has steps, each with a way to the page where it is done', () => {
    for (const journey of journeys) {
      expect(journey.steps.length, journey.id).toBeGreaterThan(0)
      for (const step of journey.steps) expect(step.links.length, step.title).toBeGreaterThan(0)
    }
  })
})
