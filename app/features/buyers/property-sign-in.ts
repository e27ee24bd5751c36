import { signInHref, type SignInReason } from '~/features/accounts/sign-in-reasons'

export type HomeAction = Exclude<SignInReason, 'listing'>

// where on a home's page each action is done
const places: Record<HomeAction, string> = {
  save: 'save-home',
  ask: 'ask',
  tour: 'tour',
  offer: 'offer',
}

// `?then=save` brings the person back from signing in to the Save toggle with a one-press offer:
// the save itself waits for their press, so no link or GET can save a home on anyone's behalf
export const saveAfterSignInParam = ['then', 'save'] as const

// the sign-in page that says why, then lands back on the home where the action is done
export function signInToAct(listingId: string, action: HomeAction): string {
  const query = action === 'save' ? `?${saveAfterSignInParam.join('=')}` : ''
  return signInHref(`/property/${encodeURIComponent(listingId)}${query}#${places[action]}`, action)
}

// the action a home's form post asks for (unsave counts as save: the toggle was pressed), or null
export function homeActionOf(intent: unknown): HomeAction | null {
  if (intent === 'save' || intent === 'unsave') return 'save'
  return intent === 'ask' || intent === 'tour' || intent === 'offer' ? intent : null
}
