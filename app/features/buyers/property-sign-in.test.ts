import { describe, expect, test } from 'vitest'
import { landingAfterSignIn } from '~/features/accounts/redirects'
import { messages } from '~/features/accounts/messages'
import { signInReasonMessage } from '~/features/accounts/sign-in-reasons'
import { homeActionOf, signInToAct } from './property-sign-in'

// what the sign-in page reads from the link: the reason it shows and where it lands after
function readLink(href: string) {
  const url = new URL(href, 'http://same.origin')
  return {
    path: url.pathname,
    reason: signInReasonMessage(url.searchParams.get('reason')),
    landing: landingAfterSignIn('buyer', { redirectTo: url.searchParams.get('redirectTo') }),
  }
}

describe('signing in to act on a home', () => {
  test.each([
    ['save', messages.signInReasons.save, '/property/ames-0001?then=save#save-home'],
    ['ask', messages.signInReasons.ask, '/property/ames-0001#ask'],
    ['tour', messages.signInReasons.tour, '/property/ames-0001#tour'],
    ['offer', messages.signInReasons.offer, '/property/ames-0001#offer'],
  ] as const)(
    '%s: the sign-in page says why and lands back on its form',
    (act, reason, landing) => {
      expect(readLink(signInToAct('ames-0001', act))).toEqual({
        path: '/auth/login',
        reason,
        landing,
      })
    },
  )

  test.each(['', 'delete', '__proto__', 'toString', 'constructor', null, 42])(
    'reason %s shows nothing',
    (reason) => {
      expect(signInReasonMessage(reason)).toBeNull()
    },
  )

  test('each form post names its action; unsave is the same toggle as save; others none', () => {
    expect(['save', 'unsave', 'ask', 'tour', 'offer', 'buy', null].map(homeActionOf)).toEqual([
      'save',
      'save',
      'ask',
      'tour',
      'offer',
      null,
      null,
    ])
  })
})
