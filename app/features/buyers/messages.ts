export const buyerMessages = {
  // what a home costs a month (its page's GET form, ADR 069)
  monthlyCost: {
    title: 'What this home costs a month',
    downMissing: 'Enter the down payment as a percentage of the price, like 20',
    downInvalid: 'Enter the down payment as a number, like 20',
    downRange: 'Enter a down payment from 0% to 100% of the price',
    rateMissing: 'Enter the interest rate, like 6.5',
    rateInvalid: 'Enter the interest rate as a number, like 6.5',
    rateRange: 'Enter a yearly interest rate from 0% to 25%',
    termMissing: 'Enter the length of the loan in years, like 30',
    termInvalid: 'Enter the length of the loan as a whole number of years, like 30',
    termRange: 'Enter a loan of 10 to 30 years',
    hoaUnknown: 'Not known: the listing does not say',
    paidInFull: 'No loan: the price is paid in full',
  },
  saved: { title: 'Home saved', description: 'Find it any time on your dashboard.' },
  unsaved: { title: 'Home removed', description: 'It is no longer in your saved homes.' },
  asked: {
    title: 'Question sent',
    description: 'The seller will see it with your name and e-mail.',
  },
  tourBooked: {
    title: 'Tour booked',
    description: 'Add it to your calendar from your appointments.',
  },
  tourRequested: {
    title: 'Tour requested',
    description:
      'The seller will confirm it or propose another time; your appointments page shows where it stands.',
  },
  // a demo home (ADR 053): the demo market's homes for sale are listed under the shared demo seller
  demoSellerHere:
    'A demo home: your question, tour request or offer goes to the demo seller, an account that anyone trying Threshold as a seller can read and answer for. They see the name you give, not your e-mail. Don’t write anything private.',
  demoAsked: {
    title: 'Question sent',
    description:
      'It went to the demo seller, which anyone trying Threshold as a seller can read and answer.',
  },
  demoTourRequested: {
    title: 'Tour requested',
    description:
      'The demo seller, which anyone trying Threshold as a seller can act as, will confirm it or propose another time.',
  },
  demoOfferMade: {
    title: 'Offer submitted',
    description:
      'It went to the demo seller, which anyone trying Threshold as a seller can read and answer.',
  },
  // the market's own homes (public sales records) that have no seller on Threshold, those already
  // sold: nothing reaches anyone
  noSellerAsked: {
    title: 'Question kept',
    description:
      'This home has no seller on Threshold, so no one will answer it. It is on your dashboard.',
  },
  noSellerOffer: {
    title: 'Offer kept',
    description:
      'This home has no seller on Threshold, so no one will answer it. It is on your dashboard.',
  },
  noSellerHere:
    'This home is from public sales records and has no seller on Threshold: a question, tour or offer here is kept on your dashboard for practice and reaches no one. Questions, tours and offers on homes listed by their sellers go to the seller.',
  // a home imported from another broker's MLS feed (IDX): its listing agent answers for it, and
  // Threshold passes nothing on to them (the import keeps the feed's name, not the agent's contact)
  idxHere: (feed: string) =>
    `This home is listed by another broker and comes to Threshold from ${feed}, the listing feed it was imported from. Its listing agent answers for it, but Threshold does not pass anything on to them: a question, tour or offer here is kept on your dashboard and reaches no one. To ask about it or see it, contact the listing agent through ${feed} or your own agent.`,
  idxAsked: (feed: string) => ({
    title: 'Question kept',
    description: `Threshold does not pass questions to the listing agent of ${feed}, so no one will answer it here. It is on your dashboard.`,
  }),
  idxTour: (feed: string) => ({
    title: 'Tour kept',
    description: `Threshold does not pass tour requests to the listing agent of ${feed}: arrange the visit with them. It is on your appointments.`,
  }),
  idxOffer: (feed: string) => ({
    title: 'Offer kept',
    description: `Threshold does not pass offers to the listing agent of ${feed}, so no one will answer it here. It is on your dashboard.`,
  }),
  // the seller looking at their own home
  ownListing:
    'This is your own listing, so you cannot ask about it, book a tour of it or make an offer on it. Buyers’ questions, tour requests and offers are on your inquiries page.',
  ownListingLive:
    'This is your listing, and it is live: buyers find it in search, see this page, and can ask about it, book a tour and make an offer.',
  ownListingNotLive: (status: string) =>
    `This is your listing. It is not for sale right now (${status.toLowerCase()}), so buyers cannot book tours or make offers.`,
  ownListingTitle: 'Your listing',
  ownListingPlan: 'Your plan',
  ownListingActions: {
    edit: 'Edit the details or the price',
    photos: 'Add or change photos',
    inquiries: 'Questions, tour requests and offers',
    score: 'The listing’s score and fixes',
    materials: 'Make marketing materials',
    dashboard: 'Your seller dashboard',
  },
  offerMade: {
    title: 'Offer submitted',
    description: 'The seller has been told; you will see their answer on your dashboard.',
  },
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
    home: (wait: string) =>
      `You have asked a lot of questions about this home in the last hour. You can ask another in ${wait}.`,
    overall: (wait: string) =>
      `You have asked a lot of questions in the last hour. You can ask another in ${wait}.`,
  },
  tour: {
    home: (wait: string) =>
      `You have booked a lot of tours of this home in the last hour. You can book another in ${wait}.`,
    overall: (wait: string) =>
      `You have booked a lot of tours in the last hour. You can book another in ${wait}.`,
  },
  offer: {
    home: (wait: string) =>
      `You have made a lot of offers on this home in the last hour. You can make another in ${wait}.`,
    overall: (wait: string) =>
      `You have made a lot of offers in the last hour. You can make another in ${wait}.`,
  },
  save: (wait: string) =>
    `You have saved and removed a lot of homes in the last hour. You can do it again in ${wait}.`,
  search: (wait: string) =>
    `You have saved a lot of searches in the last hour. You can save another in ${wait}.`,
  savedHomesFull: (cap: number) =>
    `You have ${cap} saved homes, the most you can keep. Remove one from your dashboard to save another.`,
  savedSearchesFull: (cap: number) =>
    `You have ${cap} saved searches, the most you can keep. Delete one from your dashboard to save another.`,
} as const
