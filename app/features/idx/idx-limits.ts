// how much one import may hold: a file of up to 5 MB and 2,000 listings
export const idxMaxFileBytes = 5_000_000
export const idxMaxRows = 2_000
// the route's limit: twice the file's, so a file somewhat too large is read to its end and the
// form says why (past this, the server's own 413 page answers)
export const idxUploadMaxBytes = 2 * idxMaxFileBytes

// the RESO StandardStatus values an import takes, as the report names them
export const knownStatuses = [
  'Active',
  'Coming Soon',
  'Active Under Contract',
  'Pending',
  'Closed',
  'Withdrawn',
  'Canceled',
  'Expired',
] as const
