import { formatNumber } from '~/ui/format'

// what the valuation pages say when input is wrong or a home cannot be valued, in one place
export const valuationMessages = {
  addressUnknown:
    'We could not find that address in Ames. Check the house number and street, or leave the address empty and describe the home instead.',
  addressTooLong: 'Enter an address of at most 200 characters',
  neighborhoodMissing: 'Choose the neighborhood the home is in, or enter its address',
  neighborhoodUnknown: 'Choose a neighborhood from the list',
  sqftMissing: 'Enter the living area in sq ft, or the home’s address',
  sqftNotNumber: 'Living area must be a number of sq ft, like 1500',
  sqftNegative: 'Living area can’t be negative',
  sqftTooSmall: 'Living area must be at least 300 sq ft',
  sqftTooLarge: 'Living area must be at most 10,000 sq ft',
  bedsMissing: 'Enter the number of bedrooms, or the home’s address',
  bathsMissing: 'Enter the number of full bathrooms, or the home’s address',
  yearMissing: 'Enter the year the home was built, or its address',
  yearNotNumber: 'Year built must be a year, like 1995',
  yearFuture: 'Year built can’t be in the future',
  yearTooEarly: 'Year built must be 1850 or later',
  negative: (label: string) => `${label} can’t be negative`,
  notWhole: (label: string) => `${label} must be a whole number`,
  tooMany: (label: string, max: number) => `${label} must be at most ${formatNumber(max)}`,
  notNumber: (label: string) => `${label} must be a number`,
  compUnknown: 'That sale is not one of the recorded sales. Choose one from the list.',
  compAddressUnknown:
    'No recorded sale has that address. Homes for sale now cannot be comparables; check the house number and street.',
  compLimit: 'An analysis can hold at most 12 comparable sales. Remove one first.',
  compLast: 'An analysis needs at least one comparable sale.',
  reportHomeUnknown:
    'We could not find that home, so we cannot value it. Choose one from the valuation report page.',
  cmaHomeMissing: 'Choose the home to analyze first.',
  csvHomeMissing: 'Choose a home on /cma first.',
  csvNoComparables: 'The analysis has no comparable sales.',
  modelMissing: 'The valuation model is not loaded yet. Try again in a minute.',
  // a listing no model covers (issue 38): said on its page and its report
  noModelFor: (zip: string) =>
    `No valuation model covers ZIP ${zip} yet, so Threshold shows no estimate for this home rather than a guess. Threshold values homes where it has a model trained on recorded sales there: Ames and Gilbert, Iowa, and each market an admin has added.`,
  howAdminAddsModel:
    'An admin adds a market under Valuation markets by uploading its recorded sales as a CSV and naming its ZIP codes; homes in those ZIP codes are valued as soon as it is trained.',
  factsMissing: (facts: string[]) =>
    `The listing does not give ${facts.join(' and ')}, which an estimate needs.`,
  modelNotReady: 'The valuation model is not available right now. Try again in a minute.',
} as const
