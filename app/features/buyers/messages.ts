export const buyerMessages = {
  saved: { title: 'Home saved', description: 'Find it any time on your dashboard.' },
  unsaved: { title: 'Home removed', description: 'It is no longer in your saved homes.' },
  asked: { title: 'Question sent', description: 'The seller will see it with your name and e-mail.' },
  tourBooked: { title: 'Tour booked', description: 'Add it to your calendar from your appointments.' },
  tourRequested: { title: 'Tour requested', description: 'The seller will confirm it or propose another time; your appointments page shows where it stands.' },
  // a demo home (ADR 053): the demo market's homes for sale are listed under the shared demo seller
  demoSellerHere:
    'A demo home: your question, tour request or offer goes to the demo seller, an account that anyone trying Threshold as a seller can read and answer for. They see the name you give, not your e-mail. Don’t write anything private.',
  demoAsked: { title: 'Question sent', description: 'It went to the demo seller, which anyone trying Threshold as a seller can read and answer.' },
  demoTourRequested: { title: 'Tour requested', description: 'The demo seller, which anyone trying Threshold as a seller can act as, will confirm it or propose another time.' },
  demoOfferMade: { title: 'Offer submitted', description: 'It went to the demo seller, which anyone trying Threshold as a seller can read and answer.' },
  // the market's own homes (public sales records) that have no seller on Threshold, those already
  // sold: nothing reaches anyone
  noSellerAsked: { title: 'Question kept', description: 'This home has no seller on Threshold, so no one will answer it. It is on your dashboard.' },
  noSellerOffer: { title: 'Offer kept', description: 'This home has no seller on Threshold, so no one will answer it. It is on your dashboard.' },
  noSellerHere:
    'This home is from public sales records and has no seller on Threshold: a question, tour or offer here is kept on your dashboard for practice and reaches no one. Questions, tours and offers on homes listed by their sellers go to the seller.',
  offerMade: { title: 'Offer submitted', description: 'The seller has been told; you will see their answer on your dashboard.' },
  slotTaken: 'Choose one of the times shown',
  notForSale: 'This home is not for sale, so it cannot take tours or offers.',
  closingTooSoon: 'Choose a closing date at least 14 days from today',
  closingTooLate: 'Choose a closing date within the next year',
  homeNotFound: 'We could not find that home. It may have been removed.',
  tourNotFound: 'We could not find that tour among yours.',
  savedSearchNotFound: 'We could not find that saved search among yours.',
  searchRemoved: { title: 'Search removed' },
  searchSaved: { title: 'Search saved', description: 'Run it again any time from your dashboard.' },
  stepNotFound: 'That step does not exist.',
  actionUnavailable: 'That action is not available on this page.',
  homeNoLongerListed: 'A home no longer listed',
  // back on the home after signing in to save it: the save waits for one press
  saveAfterSignIn: "You're signed in. Press Save this home to save it.",
} as const

// a refusal names what was refused and when it can be done again
export const limitMessages = {
  ask: {
    home: (wait: string) => `You have asked a lot of questions about this home in the last hour. You can ask another in ${wait}.`,
    overall: (wait: string) => `You have asked a lot of questions in the last hour. You can ask another in ${wait}.`,
  },
  tour: {
    home: (wait: string) => `You have booked a lot of tours of this home in the last hour. You can book another in ${wait}.`,
    overall: (wait: string) => `You have booked a lot of tours in the last hour. You can book another in ${wait}.`,
  },
  offer: {
    home: (wait: string) => `You have made a lot of offers on this home in the last hour. You can make another in ${wait}.`,
    overall: (wait: string) => `You have made a lot of offers in the last hour. You can make another in ${wait}.`,
  },
  save: (wait: string) => `You have saved and removed a lot of homes in the last hour. You can do it again in ${wait}.`,
  search: (wait: string) => `You have saved a lot of searches in the last hour. You can save another in ${wait}.`,
  savedHomesFull: (cap: number) => `You have ${cap} saved homes, the most you can keep. Remove one from your dashboard to save another.`,
  savedSearchesFull: (cap: number) => `You have ${cap} saved searches, the most you can keep. Delete one from your dashboard to save another.`,
} as const
