// the columns of a sales file a valuation market maps (features/valuation/sales-table.ts), here so
// the market's collection module (app/core/data/valuation-markets.server.ts) checks its mapping
export const standardColumns = [
  'price',
  'sqft',
  'lotSqft',
  'beds',
  'baths',
  'yearBuilt',
  'lat',
  'lng',
  'x',
  'y',
  'saleDate',
  'saleYear',
  'saleMonth',
] as const
