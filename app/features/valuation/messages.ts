import { formatDollars, formatNumber } from '~/ui/format'
import { adjustmentLabels, type AdjustedFactor, type MeasuredRate } from './comparables'

const signedDollars = (amount: number) =>
  `${amount < 0 ? '−' : '+'}${formatDollars(Math.abs(Math.round(amount / 100) * 100))}`
// a rate per unit: whole hundreds of dollars, or cents below $100
const signedRate = (amount: number) =>
  Math.abs(amount) >= 100
    ? signedDollars(amount)
    : `${amount < 0 ? '−' : '+'}$${Math.abs(amount).toFixed(2)}`
const factValue = (factor: AdjustedFactor, value: number) =>
  factor === 'yearBuilt'
    ? String(Math.round(value))
    : formatNumber(Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10)
// how one unit of each adjusted fact is named in a sentence
const unitNames: Record<AdjustedFactor, string> = {
  sqft: 'sq ft of living area',
  beds: 'bedroom',
  baths: 'bathroom',
  yearBuilt: 'year newer',
  lotSqft: 'sq ft of lot',
  garageSpaces: 'garage space',
  basementSqft: 'sq ft of basement',
  fireplaces: 'fireplace',
}

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
  // a recorded sale that was not at arm's length (ADR 075)
  compNotArmsLength: (condition: string) =>
    `That sale is not used as a comparable: the records mark it as ${saleConditionLabel(condition)}, not a sale at arm’s length, so its price does not show what the market pays.`,
  armsLengthRule:
    'Only sales at arm’s length are comparables and measure the adjustment rates: sales the records mark as abnormal (a foreclosure or short sale), between family members, of a home not yet finished, of land to a neighbour, or of several lots at once are left out.',
  // the estimate and the comparables disagree (ADR 075)
  noteSummary: (figures: { reconciled: number; estimate: number; low: number; high: number }) => {
    const share = Math.round(
      (Math.abs(figures.reconciled - figures.estimate) / figures.estimate) * 100,
    )
    return `The comparable sales reconcile to ${formatDollars(figures.reconciled)}, ${share}% ${figures.reconciled > figures.estimate ? 'above' : 'below'} the estimate of ${formatDollars(figures.estimate)} and outside its 80% range (${formatDollars(figures.low)} to ${formatDollars(figures.high)}). What the comparables lack or add, and what they leave out:`
  },
  noteDifference: (difference: {
    factor: AdjustedFactor
    amount: number
    subject: number
    compAverage: number
  }) =>
    `${adjustmentLabels[difference.factor]}: the comparables have ${factValue(difference.factor, difference.compAverage)} on average against this home’s ${factValue(difference.factor, difference.subject)}, adjusted ${signedDollars(difference.amount)} on average by the measured rate.`,
  noteOlder: (months: number) =>
    `The comparables sold ${months} months before the latest sale on average, and their prices are not brought forward.`,
  noteFurther: (miles: number) =>
    `The comparables are ${miles} miles away on average: their location is not adjusted for.`,
  noteFewer: (count: number) =>
    `Only ${count} comparable ${count === 1 ? 'sale is' : 'sales are'} in the analysis.`,
  noteUnlike: (percent: number) =>
    `The comparables needed adjusting by ${percent}% of their prices on average: they are unlike this home.`,
  noteUnadjusted:
    'The comparables are adjusted only for living area, bedrooms, bathrooms, year built, lot, garage, basement and fireplaces; the estimate also weighs what they are not adjusted for, such as the home’s condition, quality and finish.',
  // a fact the market's sales put no price on, with the figure measured (ADR 075)
  unpricedRate: (factor: AdjustedFactor, measured: MeasuredRate) =>
    `Not adjusted: once size and location are known, these sales pay nothing more for another ${unitNames[factor]} (measured ${signedRate(measured.perUnit)} per ${unitNames[factor]}, standard error ${signedRate(measured.standardError).slice(1)}).`,
  unpricedLine: (factor: AdjustedFactor, measured: MeasuredRate) =>
    `Not adjusted: the market shows no added value for another ${unitNames[factor]} once size is known (measured ${signedRate(measured.perUnit)} each).`,
} as const

// Ames' Sale_Condition codes in words; another market's code is shown as it is
const saleConditionLabels: Record<string, string> = {
  Abnorml: 'an abnormal sale (a foreclosure, short sale or trade)',
  Family: 'a sale between family members',
  Partial: 'a sale of a home not yet finished',
  AdjLand: 'a purchase of adjoining land',
  Alloca: 'a sale of several lots at once',
}
export const saleConditionLabel = (condition: string) =>
  saleConditionLabels[condition] ?? `“${condition}”`
