import { formatNumber } from '~/ui/format'

// what one market's sales file may hold: 10 MB and 30,000 sales, and enough sales to learn from
export const marketMaxFileBytes = 10_000_000
export const marketMaxRows = 30_000
export const marketMinSales = 100
// the route's limit: twice the file's, so a file somewhat too large is read to its end and the
// form says why
export const marketUploadMaxBytes = 2 * marketMaxFileBytes
export const marketFolds = 5
// a sale-condition column lists its values as choices: at most this many (ADR 078)
export const maxConditionValues = 30

export const fileHint = `CSV with a header row, one sale per row, up to ${formatNumber(marketMaxFileBytes / 1_000_000)} MB and ${formatNumber(marketMaxRows)} sales. Only the sale price is required.`
