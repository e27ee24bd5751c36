import { describe, expect, it } from 'vitest'
import { listingFixture } from './marketing-fixture.test-data'
import { characterCount, socialPosts } from './social-posts'

const url = 'https://threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA'

describe('social posts', () => {
  it('are three, each within its limit, with the link, the price and the true character count', () => {
    const posts = socialPosts(listingFixture, url, listingFixture.description)
    expect(posts.map((post) => post.length)).toEqual(['short', 'medium', 'long'])
    const limits = { short: 280, medium: 500, long: 2200 }
    for (const post of posts) {
      expect(post.characters).toBe(characterCount(post.text))
      expect(post.characters).toBeLessThanOrEqual(limits[post.length])
      expect(post.text).toContain(url)
      expect(post.text).toContain('$245,000')
      expect(post.text).toContain('3 bed')
    }
  })

  it('cut a long description at a word, and count an emoji as one character', () => {
    const long = `${'A sunny kitchen with room for everyone 🏡 '.repeat(80)}`
    const [short, medium, longPost] = socialPosts(listingFixture, url, long)
    for (const post of [short!, medium!, longPost!]) {
      expect(post.text).toMatch(/(\S…|[^…])\n/)
      expect(post.text).not.toMatch(/\bki…/)
    }
    expect(characterCount('🏡')).toBe(1)
    expect(longPost!.characters).toBeLessThanOrEqual(2200)
  })
})
