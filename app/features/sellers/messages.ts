import { formatNumber } from '~/ui/format'

// what the listing flow (/seller-flow/{step}) says, in one place
export const flowMessages = {
  timingMissing: 'Choose when you want to sell',
  agentMissing: 'Choose whether you work with an agent',
  modeMissing: 'Choose whether your home is in the market’s records or a new one',
  knownAddressMissing: 'Enter the address as the market records it, like 1234 Oak Street',
  knownAddressUnknown:
    'We could not find that address among the market’s homes. Check the house number and street, or choose “A home not in the records” and type it.',
  knownAddressAmbiguous:
    'More than one home has that street address. Add the ZIP code, like 1234 Oak Street 50010.',
  line1Missing: 'Enter the house number and street, like 1234 Oak Street',
  line1Invalid: 'Enter a house number and a street name, like 1234 Oak Street',
  line1TooLong: 'Enter an address of at most 120 characters',
  zipMissing: 'Choose the ZIP code',
  neighborhoodMissing: 'Choose the neighborhood the home is in',
  neighborhoodUnknown: 'Choose a neighborhood from the list',
  duplicate: (address: string) =>
    `${address} is already listed for sale. A home can have only one active listing; if it is yours, it is on your dashboard.`,
  typeMissing: 'Choose the type of home',
  styleMissing: 'Choose how many stories the home has',
  number: (label: string) => `${label} must be a number`,
  whole: (label: string) => `${label} must be a whole number`,
  missing: (label: string) => `Enter the ${label.toLowerCase()}`,
  atLeast: (label: string, min: number) => `${label} must be at least ${formatNumber(min)}`,
  atMost: (label: string, max: number) => `${label} must be at most ${formatNumber(max)}`,
  yearFuture: 'Year built can’t be in the future',
  halfBathsTooMany: 'A home needs at least one full bathroom',
  featureUnknown: 'Choose features from the list',
  descriptionMissing: 'Describe your home for buyers',
  descriptionShort: (min: number) =>
    `Write at least ${min} characters: what buyers should know about the home`,
  descriptionLong: (max: number) => `A description can be at most ${formatNumber(max)} characters`,
  askingMissing: 'Enter your asking price in dollars, like 185000',
  askingNumber: 'The asking price must be a number of dollars, like 185000',
  askingLow: 'The asking price must be at least $10,000',
  askingHigh: 'The asking price must be at most $20,000,000',
  planMissing: 'Choose how you want to sell',
  earlierStep: (step: string) =>
    `Finish the earlier steps of your listing first, starting with ${step}.`,
  nothingToPublish: 'There is no listing in progress to publish. Start one from the first step.',
  tooManyWrites: (wait: string) =>
    `You have saved your listing a lot in the last hour. You can save again in ${wait}.`,
  tooManyPublishes: (wait: string) =>
    `You have published a lot of listings in the last hour. You can publish another in ${wait}.`,
  published: (path: string) => ({
    title: 'Your home is listed',
    description: `Buyers can find it now; its page is ${path}.`,
  }),
} as const

// the plan step, the plan's payment and the page that says a listing is live (ADR 052)
export const planMessages = {
  stepLead: 'Choose the help you want.',
  suggested: 'Suggested for you.',
  payWhenPublishing:
    'A plan with a price is paid when you publish: Publish puts your home on the market and takes you to the payment page. Nothing is charged on this step.',
  reviewPaid: (amount: string) =>
    `Publish puts your home on the market and then takes you to the payment page for ${amount}.`,
  reviewFree: 'Nothing to pay.',
  planLabel: 'Plan:',
  stateLabels: {
    free: 'Free: nothing to pay',
    pending: 'Not paid yet',
    paid: 'Paid',
    failed: 'Not paid: the last payment was cancelled or did not go through',
  },
  pay: (amount: string) => `Pay ${amount}`,
  payFor: (amount: string, address: string) => `Pay ${amount} for the plan of ${address}`,
  paying: 'Opening the payment page...',
  dueToday: (amount: string) => `${amount} due today`,
  justPaid: 'If you have just paid, the payment can take a few seconds to be confirmed:',
  checkOrder: 'see the order',
  backToListing: 'Back to your listing and its plan',
  nothingToPay: 'This listing’s plan is free: there is nothing to pay.',
  checkoutNotStarted: (reason: string) => ({
    title: 'Your home is listed; its plan is not paid yet',
    description: reason,
  }),
  publishedTitle: 'Your home is live',
  notLiveTitle: 'Your listing',
  publishedLead: (address: string) =>
    `${address} is for sale on Threshold now: buyers find it in search and can ask about it, book a tour and make an offer.`,
  notLiveLead: (address: string, status: string) =>
    `${address} is not for sale right now (${status.toLowerCase()}); change that on your listings page.`,
  publicPage: 'See its public page',
  dashboard: 'Go to your seller dashboard',
  planHeading: 'Your plan',
  nextHeading: 'What to do next',
  addPhotos: 'Add or change photos: listings with photos get more attention',
  score: 'See the listing’s score and what would improve it',
  materials: 'Make marketing materials for it',
  inquiries: 'Answer questions, tour requests and offers as they come in',
  edit: 'Edit the details or the price',
} as const

// above or below the model's 80% range: what it usually means, said plainly and without figures
// the data cannot give (the Ames sales record no days on market)
export const priceWarnings = {
  above: (high: string) =>
    `Your asking price is above ${high}, the top of the estimate’s range. Homes priced above what similar homes sold for usually stay on the market longer, and a long time on the market often ends in a price cut.`,
  below: (low: string) =>
    `Your asking price is below ${low}, the bottom of the estimate’s range. Homes priced below similar sales usually sell quickly, but you may be leaving money on the table.`,
} as const

// the seller's workspace and the messages between buyers and sellers: every string in one place
export const sellerMessages = {
  // seller pages refused to a person who is not selling (ADR 054)
  sellersOnly:
    'This page is for sellers: people who have listed a home or started one. List a home from Sell, or switch to Seller in the account menu.',
  // the shared demo seller's pages (ADR 053): what is practice, and who else sees it
  practiceInquiries:
    'Practice: these are questions visitors asked about the demo homes; every demo seller sees them. Your answers, tour times and offer answers go to the visitors who asked, who see them on their dashboards. Buyers’ e-mail addresses are not shown here.',
  practiceListings:
    'Practice: these are the demo homes, from Ames, Iowa sales records, listed under the demo seller that every demo seller acts for. What visitors ask about them is on the questions, tours and offers page, and every demo seller sees it.',
  answered: { title: 'Answer sent', description: 'The buyer sees it on their dashboard.' },
  replied: { title: 'Reply sent', description: 'The seller sees it with your question.' },
  tourConfirmed: { title: 'Tour confirmed', description: 'The buyer has been told.' },
  tourDeclined: { title: 'Tour declined', description: 'The buyer has been told.' },
  tourProposed: {
    title: 'Another time proposed',
    description: 'The buyer can accept or decline it.',
  },
  proposalAccepted: {
    title: 'Tour confirmed',
    description: 'The seller knows you accepted. Add it to your calendar from here.',
  },
  proposalDeclined: { title: 'Proposed time declined', description: 'The seller has been told.' },
  offerAccepted: {
    title: 'Offer accepted',
    description: 'The listing is now pending; the other buyers have been told.',
  },
  offerDeclined: { title: 'Offer declined', description: 'The buyer has been told.' },
  offerCountered: {
    title: 'Counter-offer sent',
    description: 'The buyer can accept it until it expires.',
  },
  counterAccepted: {
    title: 'Counter-offer accepted',
    description: 'The home is now pending. The seller has been told.',
  },
  counterDeclined: { title: 'Counter-offer declined', description: 'The seller has been told.' },
  offerWithdrawn: { title: 'Offer withdrawn', description: 'The seller has been told.' },
  statusChanged: { title: 'Listing updated' },
  draftDiscarded: {
    title: 'Draft discarded',
    description: 'Its answers and photos are gone. You can start a new listing at any time.',
  },
  noDraft: 'There is no listing in progress to discard.',
  listingEdited: {
    title: 'Listing updated',
    description: 'Buyers see the new details now, in search and on its page.',
  },
  nothingEdited: 'Nothing has changed: edit a detail or the price, or go back to your listings.',
  tooManyAnswers: (wait: string) =>
    `You have sent a lot of answers in the last hour. You can send another in ${wait}.`,
  tooManyEdits: (wait: string) =>
    `You have edited your listings many times in the last hour. Try again ${wait}.`,
  settingsSaved: { title: 'Settings saved' },
  threadNotFound: 'We could not find that conversation among yours.',
  tourNotFound: 'We could not find that tour among yours.',
  offerNotFound: 'We could not find that offer among yours.',
  listingNotFound: 'We could not find that listing among yours.',
  actionUnavailable: 'That action is not available on this page.',
  notAllowed:
    'That offer can no longer be changed that way: it has been answered already. The page shows where it stands now.',
  tourNotAllowed:
    'That tour can no longer be changed that way. The page shows where it stands now.',
  counterExpired: 'That counter-offer has expired, so it can no longer be accepted.',
  listingNotActive: 'This listing is no longer for sale, so no offer on it can be accepted.',
  otherOfferAccepted: 'The seller accepted another offer.',
  listingWithdrawn: 'The seller withdrew the listing.',
  statusNotAllowed: 'A listing cannot go to that status from where it is now.',
  proposedSlotTaken: 'Choose one of the times shown',
  noSellerHere:
    'This home is from public sales records and has no seller on Threshold: questions, tours and offers go to sellers who list with us.',
  tourCancelledNoSeller: { title: 'Tour cancelled', description: 'It is off your list.' },
  tourCancelledSellerTold: { title: 'Tour cancelled', description: 'The seller has been told.' },
} as const

export const offerStatusLabels = {
  submitted: 'Submitted: waiting for the seller',
  countered: 'Countered by the seller',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const

export const offerEventLabels = {
  submitted: 'Offer submitted',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  countered: 'Counter-offer',
  'counter-accepted': 'Counter-offer accepted',
  'counter-declined': 'Counter-offer declined',
  withdrawn: 'Offer withdrawn',
} as const

export const notificationTopics = {
  questions: 'Questions and answers',
  tours: 'Tour requests and their answers',
  offers: 'Offers, counter-offers and their answers',
} as const

// mail: one subject and text per event; the address is the home the event is about
export const mailMessages = {
  newQuestion: (address: string) => ({
    subject: `New question about ${address}`,
    lead: 'A buyer asked a question about your home:',
  }),
  buyerReply: (address: string) => ({
    subject: `New message about ${address}`,
    lead: 'The buyer wrote again about your home:',
  }),
  answer: (address: string) => ({
    subject: `The seller answered about ${address}`,
    lead: 'The seller answered your question:',
  }),
  tourRequested: (address: string, when: string) => ({
    subject: `Tour request for ${address}`,
    lead: `A buyer asked to tour your home on ${when}.`,
  }),
  tourConfirmed: (address: string, when: string) => ({
    subject: `Tour confirmed: ${address}`,
    lead: `The seller confirmed your tour on ${when}.`,
  }),
  tourDeclined: (address: string, when: string) => ({
    subject: `Tour declined: ${address}`,
    lead: `The seller cannot show the home on ${when}.`,
  }),
  tourProposed: (address: string, when: string) => ({
    subject: `Another time proposed for ${address}`,
    lead: `The seller proposed ${when} instead. Accept or decline it on your tours page.`,
  }),
  proposalAccepted: (address: string, when: string) => ({
    subject: `Tour confirmed: ${address}`,
    lead: `The buyer accepted your proposed time, ${when}.`,
  }),
  proposalDeclined: (address: string, when: string) => ({
    subject: `Proposed time declined: ${address}`,
    lead: `The buyer declined your proposed time, ${when}.`,
  }),
  tourCancelled: (address: string, when: string) => ({
    subject: `Tour cancelled: ${address}`,
    lead: `The buyer cancelled the tour on ${when}.`,
  }),
  offerMade: (address: string, amount: string) => ({
    subject: `New offer on ${address}: ${amount}`,
    lead: `A buyer offered ${amount}.`,
  }),
  offerAccepted: (address: string, amount: string) => ({
    subject: `Your offer on ${address} was accepted`,
    lead: `The seller accepted your offer of ${amount}. The home is now pending.`,
  }),
  offerDeclined: (address: string, amount: string) => ({
    subject: `Your offer on ${address} was declined`,
    lead: `Your offer of ${amount} was declined.`,
  }),
  offerCountered: (address: string, amount: string, until: string) => ({
    subject: `Counter-offer on ${address}: ${amount}`,
    lead: `The seller countered with ${amount}. You can accept it until ${until}.`,
  }),
  counterAccepted: (address: string, amount: string) => ({
    subject: `Counter-offer accepted: ${address}`,
    lead: `The buyer accepted your counter-offer of ${amount}. The listing is now pending.`,
  }),
  counterDeclined: (address: string, amount: string) => ({
    subject: `Counter-offer declined: ${address}`,
    lead: `The buyer declined your counter-offer of ${amount}.`,
  }),
  offerWithdrawn: (address: string, amount: string) => ({
    subject: `Offer withdrawn: ${address}`,
    lead: `The buyer withdrew their offer of ${amount}.`,
  }),
} as const
