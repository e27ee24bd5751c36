import { formatNumber } from '~/ui/format'
import { idxMaxFileBytes, idxMaxRows, knownStatuses } from './idx-limits'

const quoted = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`

// what /idx-listings says: the form's refusals, each row's reasons and the report's summary
export const idxMessages = {
  page: {
    title: 'IDX listings',
    lead: 'Homes listed by other brokers, imported from their multiple listing service’s feed. Each one says which feed it came from.',
    none: 'No listings have been imported yet.',
    noneInFeed: (feed: string) =>
      `No listings from ${feed} are shown: none were imported, or all of them were withdrawn.`,
  },
  form: {
    feedMissing: 'Enter the feed’s name, as each of its listings should name it',
    feedInvalid: 'Enter a feed name of 2 to 80 letters, digits, spaces or punctuation',
    noFile: 'Choose a RESO JSON or CSV file to import',
    empty: 'That file is empty. Choose the feed’s export again',
    tooLarge: `A feed file can be at most ${formatNumber(idxMaxFileBytes / 1_000_000)} MB. Split it into smaller files`,
    tooManyRows: (rows: number) =>
      `That file has ${formatNumber(rows)} listings; a file can have at most ${formatNumber(idxMaxRows)}. Split it into smaller files`,
    notJsonOrCsv:
      'That file is neither RESO Web API JSON nor CSV text. Export the feed as JSON (with a “value” list) or as CSV with a header row',
    badJson: 'That JSON could not be read. Check that the export finished and is not cut short',
    jsonShape:
      'That JSON has no “value” list of listings. Export it from the RESO Web API (a “value” list) or as a list of listings',
    badCsv: (detail: string) => `That CSV could not be read: ${detail}`,
    noRows: 'That file has a header but no listings',
    missingColumns: (fields: string[]) =>
      `The file has no column for ${fields.join(', ')}. Every listing needs them; see the field mapping below`,
    tooManyImports: (wait: string) =>
      `You have imported many files in the last hour. Try again in ${wait}.`,
  },
  reasons: {
    notAnObject: 'The record is not a listing (not a JSON object)',
    keyMissing: 'ListingKey is missing',
    keyTooLong: 'ListingKey is longer than 100 characters',
    keyRepeated: (row: number) => `ListingKey repeats row ${row}: only the first is imported`,
    priceMissing: 'ListPrice is missing',
    priceInvalid: (value: string) => `ListPrice ${quoted(value)} is not a positive number`,
    closePriceInvalid: (value: string) => `ClosePrice ${quoted(value)} is not a positive number`,
    statusMissing: 'StandardStatus is missing',
    statusUnknown: (value: string) =>
      `StandardStatus ${quoted(value)} is not one Threshold knows (${knownStatuses.join(', ')})`,
    addressMissing:
      'The street address is missing (UnparsedAddress, or StreetNumber and StreetName)',
    cityMissing: 'City is missing',
    stateInvalid: (value: string) =>
      value
        ? `StateOrProvince ${quoted(value)} is not a two-letter state code`
        : 'StateOrProvince is missing',
    zipInvalid: (value: string) =>
      value ? `PostalCode ${quoted(value)} is not a 5-digit ZIP code` : 'PostalCode is missing',
    bedsInvalid: (value: string) =>
      value ? `BedroomsTotal ${quoted(value)} is not a whole number` : 'BedroomsTotal is missing',
    bathsInvalid: (value: string) =>
      value
        ? `Bathrooms ${quoted(value)} is not a number`
        : 'Bathrooms are missing (BathroomsTotalInteger, or BathroomsFull and BathroomsHalf)',
    areaInvalid: (value: string) =>
      value ? `LivingArea ${quoted(value)} is not a positive number` : 'LivingArea is missing',
    lotInvalid: (value: string) => `The lot size ${quoted(value)} is not a number`,
    yearInvalid: (value: string) => `YearBuilt ${quoted(value)} is not a year`,
    numberInvalid: (field: string, value: string) =>
      `${field} ${quoted(value)} is not a whole number`,
    dateInvalid: (field: string, value: string) => `${field} ${quoted(value)} is not a date`,
    notAHome: (value: string) =>
      `PropertyType ${quoted(value)} is not a home for sale (land, commercial and rentals are not listed)`,
    coordinatesInvalid: 'Latitude and Longitude are not a place on Earth',
    noPlace: (zip: string) =>
      `Latitude and Longitude are missing, and ZIP ${zip} has no known centre to place the home at`,
  },
  outcomes: {
    imported: 'Imported',
    updated: 'Updated',
    unchanged: 'Unchanged',
    refused: 'Refused',
  },
  summary: (counts: { imported: number; updated: number; unchanged: number; refused: number }) =>
    `${formatNumber(counts.imported)} imported, ${formatNumber(counts.updated)} updated, ${formatNumber(counts.unchanged)} unchanged, ${formatNumber(counts.refused)} refused`,
} as const
