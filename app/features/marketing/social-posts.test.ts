import { describe, expect, it } from 'vitest'
import type { Listing } from '~/features/listings/listing'
import { listingFixture } from './marketing-fixture.test-data'
import { characterCount, socialPosts } from './social-posts'

const url = 'https://threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA'
const limits = { short: 280, medium: 500, long: 2200 }
describe('social posts', () => {
  it('are three, short, medium and long, each within its limit with the link, the price, the facts and the city', () => {
    const posts = socialPosts(listingFixture, url, listingFixture.description)
    expect(posts.map((post) => [post.length, post.label])).toEqual([
      ['short', 'Short'],
      ['medium', 'Medium'],
      ['long', 'Long'],
    ])
    for (const post of posts) {
      expect(post.characters).toBe([...post.text].length)
      expect(post.characters).toBeLessThanOrEqual(limits[post.length])
      expect(post.text.endsWith(`\n${url}`)).toBe(true)
      for (const fact of ['$245,000', '3 bed', '2.5 bath', '1,720 sq ft', 'Ames'])
        expect(post.text).toContain(fact)
      expect(post.limitNote).toContain(limits[post.length].toLocaleString('en-US'))
    }
    expect(posts[0]!.text).toBe(
      `Just listed in College Creek, Ames: 3 bed · 2.5 bath · 1,720 sq ft, $245,000. A bright two-story house on a quiet street, with a remodeled kitchen, a fireplace in the living room and a deck over the back yard.\n${url}`,
    )
  })

  it('cut a long description at a word boundary with an ellipsis, filling the post to its limit', () => {
    const words = Array.from({ length: 600 }, (_, index) => `room${index + 1}`)
    const description = `${words.join(' ')}.`
    for (const post of socialPosts(listingFixture, url, description)) {
      expect(post.characters).toBeLessThanOrEqual(limits[post.length])
      expect(post.characters).toBeGreaterThan(limits[post.length] - 10)
      expect(post.text).toContain('room1 room2 room3')
      const shown = post.text.slice(post.text.indexOf('room1 '), post.text.indexOf('…'))
      expect(description.startsWith(`${shown} `)).toBe(true)
    }
  })

  it('count an emoji as one character, as the platforms do', () => {
    const posts = socialPosts(
      listingFixture,
      url,
      `${'A sunny kitchen with room for everyone 🏡 '.repeat(80)}`,
    )
    for (const post of posts) {
      expect(post.characters).toBe(characterCount(post.text))
      expect(post.characters).toBeLessThan(post.text.length)
      expect(post.characters).toBeLessThanOrEqual(limits[post.length])
    }
    expect(characterCount('🏡')).toBe(1)
  })

  it('read well without a neighborhood or a description, and are the same each time', () => {
    const listing: Listing = { ...listingFixture, neighborhood: '' }
    const [short, medium, long] = socialPosts(listing, url, '')
    expect(short!.text).toBe(
      `Just listed in Ames: 3 bed · 2.5 bath · 1,720 sq ft, $245,000.\n${url}`,
    )
    expect(medium!.text).toBe(
      `For sale in Ames, 2412 Oakland St: 3 bed · 2.5 bath · 1,720 sq ft, asking $245,000.\n${url}`,
    )
    expect(long!.text).not.toContain('\n\n\n')
    expect(socialPosts(listingFixture, url, listingFixture.description)).toEqual(
      socialPosts(listingFixture, url, listingFixture.description),
    )
  })

  it('describe the home, never who should live in it', () => {
    for (const post of socialPosts(listingFixture, url, listingFixture.description)) {
      expect(post.text).not.toMatch(
        /\b(famil(y|ies)|kids|children|couples?|singles|bachelor|retirees?|seniors|adults only|church|christian|perfect for)\b/i,
      )
    }
  })
})
