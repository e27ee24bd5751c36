import { amesZips } from '~/features/market/addresses'

// what the provider pages say, in one place
export const providerMessages = {
  demoLabel: 'Demo providers: generated for Threshold’s demo market, not real businesses.',
  categoryMissing: 'Choose the service you need.',
  zipMissing: 'Enter the ZIP code where you need the service.',
  zipUnknown: `Threshold’s demo market covers Ames and Gilbert, Iowa: ZIP ${amesZips.join(', ')}.`,
  dateInvalid: 'Enter the date as yyyy-mm-dd, today or later.',
  dateTooFar: 'Choose a date within the next 12 months.',
  budgetInvalid: 'Enter a budget in whole dollars, from $1 to $1,000,000, or leave it empty.',
  detailsMissing: 'Say in a sentence or two what you need.',
  detailsTooLong: 'Keep the details under 2,000 characters.',
  providerUnknown: 'We could not find that provider.',
  providerDoesNotServe: 'That provider does not offer this service in that ZIP code. Leave the provider out to be matched with others.',
  noMatches: 'No provider offers this service in that ZIP code yet.',
  requestUnknown: 'We could not find that request among yours.',
  tooManyRequests: (wait: string) => `You have sent many requests in the last hour. Try again in ${wait}.`,
  ratingInvalid: 'Choose a minimum rating from the list.',
  priceInvalid: 'Enter a maximum price in whole dollars, or leave it empty.',
} as const
