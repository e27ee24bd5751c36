import { amesZips } from '~/features/market/addresses'

// what the provider pages say, in one place
export const providerMessages = {
  demoLabel: 'Demo providers: generated for Threshold’s demo market, not real businesses.',
  demoReviews: 'Demo reviews: generated with the demo provider, not written by real clients.',
  responseUnmeasured: 'Response time not measured yet: no requests answered on Threshold',
  licenceAsGiven: 'as provided by the provider (Threshold has not verified it)',
  noLicence: 'None given',
  categoryMissing: 'Choose the service you need.',
  zipMissing: 'Enter the ZIP code where you need the service.',
  zipUnknown: `Threshold’s demo market covers Ames and Gilbert, Iowa: ZIP ${amesZips.join(', ')}.`,
  dateInvalid: 'Enter the date as yyyy-mm-dd, today or later.',
  dateTooFar: 'Choose a date within the next 12 months.',
  budgetInvalid: 'Enter a budget in whole dollars, from $1 to $1,000,000, or leave it empty.',
  detailsMissing: 'Say in a sentence or two what you need.',
  detailsTooLong: 'Keep the details under 2,000 characters.',
  providerUnknown: 'We could not find that provider.',
  providerPaused:
    'That provider is not taking new requests right now. Leave the provider out to be matched with others.',
  pausedNote: 'Not taking new requests right now.',
  ownProvider:
    'This is your own business: you cannot request its services. Leave the provider out to be matched with others.',
  providerDoesNotServe:
    'That provider does not offer this service in that ZIP code. Leave the provider out to be matched with others.',
  noMatches: 'No provider offers this service in that ZIP code yet.',
  requestUnknown: 'We could not find that request among yours.',
  tooManyRequests: (wait: string) =>
    `You have sent many requests in the last hour. Try again in ${wait}.`,
  ratingInvalid: 'Choose a minimum rating from the list.',
  priceInvalid: 'Enter a maximum price in whole dollars, or leave it empty.',
  leadUnknown: 'We could not find that lead among yours.',
  leadAnswered: 'This lead has already been answered.',
  quotePriceInvalid: 'Enter the price in whole dollars, from $1 to $1,000,000.',
  quoteIncludesMissing: 'Say what the price includes.',
  quoteIncludesTooLong: 'Keep what is included under 1,000 characters.',
  quoteDepositInvalid:
    'Enter the deposit in whole dollars, more than $0 and no more than the price, or leave it empty to be paid the whole price.',
  quoteStartInvalid: 'Enter the earliest date you can start as yyyy-mm-dd, today or later.',
  quoteValidInvalid:
    'Enter the date the quote is valid until as yyyy-mm-dd, today or later and within 90 days.',
  declineReasonMissing: 'Choose why you are declining.',
  noteTooLong: 'Keep the note under 500 characters.',
  quoteUnknown: 'We could not find that quote among yours.',
  quoteNotOpen: 'That quote can no longer be accepted: another was accepted, or it expired.',
  ownQuote: 'That quote is from your own business: you cannot hire yourself.',
  ownLead: 'This request is your own: you cannot quote for it.',
  businessMissing: 'Enter your business name, 2 to 80 characters.',
  nameMissing: 'Enter the name clients will see, 2 to 80 characters.',
  phoneInvalid: 'Enter a phone number of 10 digits, for example (515) 555-0100.',
  bioMissing: 'Describe your business in 10 to 600 characters.',
  categoriesMissing: 'Choose one to three services you offer.',
  zipsMissing: 'Choose at least one ZIP code you serve.',
  baseZipMissing: 'Choose the ZIP code you work from.',
  radiusInvalid: 'Enter how far you travel, from 5 to 100 miles.',
  onboardingPriceInvalid:
    'Enter your price: whole dollars for a flat fee or an hourly rate, a percentage from 0.5 to 10 for a commission.',
  includesMissing: 'Say what the price includes, 3 to 300 characters.',
  licencePair: 'Give both the licence and its number, or neither.',
  hoursMissing: 'Enter your hours, for example Monday to Friday, 8 am to 5 pm.',
  workDaysMissing: 'Choose the days you take appointments.',
  leadDaysInvalid: 'Enter how many days ahead you are booked, from 0 to 60.',
  tooManyProfileSaves: (wait: string) =>
    `You have saved your profile many times in the last hour. Try again in ${wait}.`,
  tooManyAnswers: (wait: string) =>
    `You have answered many leads in the last hour. Try again in ${wait}.`,
  jobUnknown: 'We could not find that job among yours.',
  jobAlreadyDone: 'This job is already marked as done.',
  jobNotYet: (when: string) =>
    `This job is booked for ${when} (Ames local time); you can mark it as done once the appointment has started.`,
  reviewNotYet: 'You can review the job once the provider has marked it as done.',
  reviewNotPaid:
    'You can review the job once it is paid through Threshold: pay for it on this page, then publish your review.',
  reviewOwn: 'You cannot review your own business.',
  reviewedAlready: 'You have already reviewed this job.',
  ratingMissing: 'Choose a rating from 1 to 5 stars.',
  reviewTextMissing: 'Say in 10 to 1,000 characters how the job went.',
  tooManyReviews: (wait: string) =>
    `You have written many reviews in the last hour. Try again in ${wait}.`,
  tooManySettings: (wait: string) =>
    `You have saved your settings many times in the last hour. Try again in ${wait}.`,
  logoMissing: 'Choose an image file: JPEG, PNG or WebP.',
  logoTooLarge: 'The image can be at most 5 MB. Choose a smaller one.',
  logoNeedsBusiness: 'Set up your business first; then add its logo.',
  tooManyLogos: (wait: string) =>
    `You have changed your logo many times in the last hour. Try again in ${wait}.`,
} as const
