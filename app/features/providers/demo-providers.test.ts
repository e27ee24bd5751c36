import { describe, expect, it } from 'vitest'
import { demoProviders, goodLines, serviceLines, weakLines } from './demo-providers'
import type { SubRatings } from './provider'

const parts = Object.keys(goodLines) as Array<keyof SubRatings>

describe('the demo providers’ reviews', () => {
  const all = demoProviders(Date.UTC(2026, 10, 1))

  it('read differently from one another, each about the provider’s own kind of job', () => {
    for (const { provider, reviews } of all) {
      const texts = reviews.map((review) => review.text)
      expect(new Set(texts).size / texts.length, provider.id).toBeGreaterThanOrEqual(0.6)
      for (const text of texts)
        expect(
          serviceLines[provider.categories[0]!].some((line) => text.startsWith(line)),
          `${provider.id}: ${text}`,
        ).toBe(true)
    }
    const texts = all.flatMap(({ reviews }) => reviews.map((review) => review.text))
    expect(new Set(texts).size).toBeGreaterThan(texts.length * 0.5)
  })

  it('never praise a part the stars mark down, nor fault one they mark up', () => {
    for (const { reviews } of all) {
      for (const review of reviews) {
        for (const part of parts) {
          if (review.sub[part] <= 3)
            for (const line of goodLines[part]) expect(review.text).not.toContain(line)
          if (review.sub[part] >= 4)
            for (const line of weakLines[part]) expect(review.text).not.toContain(line)
        }
      }
    }
  })

  it('are marked as demo with their providers, and a response time is shown as measured', () => {
    for (const { provider } of all) {
      expect(provider.demo).toBe(true)
      expect(provider.answeredLeads).toBeGreaterThan(0)
    }
  })
})
