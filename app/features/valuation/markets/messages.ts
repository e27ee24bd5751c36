import { formatNumber } from '~/ui/format'
import {
  marketMaxFileBytes,
  marketMaxRows,
  marketMinSales,
  maxConditionValues,
} from './market-limits'

// what the market pages say: /valuation-markets (an admin's), /ai-valuation/markets/:id (everyone's)
export const marketMessages = {
  admin: {
    title: 'Valuation markets',
    lead: 'Upload a file of recorded sales for a new market. Threshold checks it, trains and measures a model for it in the background, and values homes there with it.',
    none: 'No market has been uploaded yet. Ames, Iowa is built in.',
  },
  upload: {
    nameMissing: 'Enter the market’s name, as buyers and sellers will see it',
    nameInvalid: 'Enter a market name of 2 to 60 letters, digits, spaces or punctuation',
    zipsInvalid: 'Enter ZIP codes as five digits, separated by commas or spaces',
    noFile: 'Choose a CSV file of sales',
    empty: 'That file is empty. Choose the export again',
    tooLarge: `A sales file can be at most ${formatNumber(marketMaxFileBytes / 1_000_000)} MB. Keep the recent sales, or split the market`,
    notCsv: (detail: string) => `That file could not be read as CSV: ${detail}`,
    noRows: 'That file has a header but no sales',
    tooManyRows: (rows: number) =>
      `That file has ${formatNumber(rows)} sales; a market can have at most ${formatNumber(marketMaxRows)}. Keep the recent sales`,
    tooManyUploads: (wait: string) =>
      `You have uploaded many markets in the last hour. Try again in ${wait}.`,
  },
  mapping: {
    priceMissing: 'Choose the column that holds the sale price',
    unknownColumn: 'Choose one of the file’s columns',
    usedTwice: (column: string) =>
      `The column “${column}” is chosen for two fields. Choose it once`,
    pairs: 'Choose both latitude and longitude, or neither',
    planePairs: 'Choose both x and y, or neither',
    bothPlaces: 'Choose latitude and longitude, or x and y, not both',
    monthWithoutYear: 'A sale month needs its sale year',
    dateAndYear: 'Choose one sale date column, or a year and a month, not both',
    tooFewSales: (used: number) =>
      `Only ${formatNumber(used)} sales are usable with this mapping; a market needs at least ${formatNumber(marketMinSales)}. See why the others were left out below`,
    conditionLabel: 'Sale condition',
    conditionHint:
      'Optional: the column saying how each sale came about (arm’s length, foreclosure, between relatives…). Sales whose value you do not keep are left out of training and of the model’s nearest sales.',
    keptLegend: (column: string) =>
      `Which values of “${column}” count as an arm’s-length (market) sale?`,
    keptHint: 'Each value with its number of sales. The first choices are guesses from the values.',
    showValues: 'Show its values',
    tooManyValues: (column: string, values: number) =>
      `The column “${column}” has ${formatNumber(values)} different values; choose a column with at most ${formatNumber(maxConditionValues)}, or none`,
    unknownValue: (value: string, column: string) =>
      `“${value}” is not a value of the column “${column}”. Choose among the values listed`,
    noneKept: 'Choose at least one value that counts as a sale at arm’s length',
    notShown: (column: string) =>
      `Choose which values of “${column}” count as a sale at arm’s length: they are listed now`,
    notMapping:
      'This market is already training or trained. Upload the file again to map it differently',
  },
  status: {
    mapping: 'Waiting for its column mapping',
    queued: 'Waiting to train: another market is training',
    training: 'Training and measuring',
    ready: 'Ready: valuing homes',
    failed: 'Training failed',
    stale: 'Training stopped when the server restarted. Train it again',
  },
  // a market's sales left out for not being at arm's length (ADR 078)
  leftOut: (sales: number, column: string, values: string[]) =>
    `${formatNumber(sales)} ${sales === 1 ? 'sale' : 'sales'} left out as not at arm’s length (column ${column}: ${values.join(', ')})`,
  noneLeftOut: (column: string, kept: string[]) =>
    `No sale left out as not at arm’s length (column ${column}, kept: ${kept.join(', ')})`,
  notFound: 'There is no valuation market at this address.',
  notReady: 'This market’s model is not ready yet.',
  trainAgainOnlyFailed: 'Only a market whose training failed or stopped can be trained again',
}
