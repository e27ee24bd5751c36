import { formatNumber } from '~/ui/format'

// what the listing flow (/seller-flow/{step}) says, in one place
export const flowMessages = {
  timingMissing: 'Choose when you want to sell',
  agentMissing: 'Choose whether you work with an agent',
  modeMissing: 'Choose whether your home is in the market’s records or a new one',
  knownAddressMissing: 'Enter the address as the market records it, like 1234 Oak Street',
  knownAddressUnknown:
    'We could not find that address among the market’s homes. Check the house number and street, or choose “A home not in the records” and type it.',
  knownAddressAmbiguous: 'More than one home has that street address. Add the ZIP code, like 1234 Oak Street 50010.',
  line1Missing: 'Enter the house number and street, like 1234 Oak Street',
  line1Invalid: 'Enter a house number and a street name, like 1234 Oak Street',
  line1TooLong: 'Enter an address of at most 120 characters',
  zipMissing: 'Choose the ZIP code',
  neighborhoodMissing: 'Choose the neighborhood the home is in',
  neighborhoodUnknown: 'Choose a neighborhood from the list',
  duplicate: (address: string) => `${address} is already listed for sale. A home can have only one active listing; if it is yours, it is on your dashboard.`,
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
  descriptionShort: (min: number) => `Write at least ${min} characters: what buyers should know about the home`,
  descriptionLong: (max: number) => `A description can be at most ${formatNumber(max)} characters`,
  askingMissing: 'Enter your asking price in dollars, like 185000',
  askingNumber: 'The asking price must be a number of dollars, like 185000',
  askingLow: 'The asking price must be at least $10,000',
  askingHigh: 'The asking price must be at most $20,000,000',
  planMissing: 'Choose how you want to sell',
  earlierStep: (step: string) => `Finish the earlier steps of your listing first, starting with ${step}.`,
  nothingToPublish: 'There is no listing in progress to publish. Start one from the first step.',
  tooManyWrites: (wait: string) => `You have saved your listing a lot in the last hour. You can save again in ${wait}.`,
  tooManyPublishes: (wait: string) => `You have published a lot of listings in the last hour. You can publish another in ${wait}.`,
  published: (path: string) => ({ title: 'Your home is listed', description: `Buyers can find it now; its page is ${path}.` }),
} as const

// above or below the model's 80% range: what it usually means, said plainly and without figures
// the data cannot give (the Ames sales record no days on market)
export const priceWarnings = {
  above: (high: string) =>
    `Your asking price is above ${high}, the top of the estimate’s range. Homes priced above what similar homes sold for usually stay on the market longer, and a long time on the market often ends in a price cut.`,
  below: (low: string) =>
    `Your asking price is below ${low}, the bottom of the estimate’s range. Homes priced below similar sales usually sell quickly, but you may be leaving money on the table.`,
} as const
