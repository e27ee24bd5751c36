// the model's inputs gathered into the factors a homeowner recognises. Column names are the
// Ames file's, the mapped standard fields, and the model's derived inputs (what the nearest sales
// sold for above or below their facts, how close they are, log size)

export const factorGroups = [
  {
    key: 'size',
    label: 'Living area',
    columns: ['sqft', 'logSqft', 'First_Flr_SF', 'Second_Flr_SF', 'TotRms_AbvGrd'],
  },
  {
    key: 'location',
    label: 'Location',
    columns: [
      'lat',
      'lng',
      'nearAbove6',
      'nearAbove12',
      'nearAbove30',
      'nearDistance',
      'Neighborhood',
      'MS_Zoning',
      'Condition_1',
      'Condition_2',
    ],
  },
  { key: 'age', label: 'Age and remodelling', columns: ['yearBuilt', 'Year_Remod_Add'] },
  {
    key: 'rooms',
    label: 'Bedrooms and bathrooms',
    columns: ['beds', 'baths', 'Half_Bath', 'Bsmt_Full_Bath', 'Bsmt_Half_Bath', 'Kitchen_AbvGr'],
  },
  {
    key: 'basement',
    label: 'Basement',
    columns: [
      'Total_Bsmt_SF',
      'BsmtFin_SF_1',
      'BsmtFin_SF_2',
      'Bsmt_Unf_SF',
      'Bsmt_Cond',
      'Bsmt_Exposure',
      'BsmtFin_Type_1',
      'BsmtFin_Type_2',
    ],
  },
  {
    key: 'garage',
    label: 'Garage and driveway',
    columns: [
      'Garage_Type',
      'Garage_Finish',
      'Garage_Cars',
      'Garage_Area',
      'Garage_Cond',
      'Paved_Drive',
    ],
  },
  {
    key: 'lot',
    label: 'Lot',
    columns: [
      'lotSqft',
      'Lot_Frontage',
      'Lot_Shape',
      'Land_Contour',
      'Lot_Config',
      'Land_Slope',
      'Street',
      'Alley',
      'Utilities',
    ],
  },
  {
    key: 'condition',
    label: 'Condition and materials',
    columns: [
      'Overall_Cond',
      'Exter_Cond',
      'Heating',
      'Heating_QC',
      'Central_Air',
      'Electrical',
      'Functional',
      'Roof_Style',
      'Roof_Matl',
      'Exterior_1st',
      'Exterior_2nd',
      'Mas_Vnr_Type',
      'Mas_Vnr_Area',
      'Foundation',
    ],
  },
  {
    key: 'extras',
    label: 'Fireplaces, porches and extras',
    columns: [
      'Fireplaces',
      'Wood_Deck_SF',
      'Open_Porch_SF',
      'Enclosed_Porch',
      'Three_season_porch',
      'Screen_Porch',
      'Pool_Area',
      'Pool_QC',
      'Fence',
      'Misc_Feature',
      'Misc_Val',
    ],
  },
  { key: 'style', label: 'Style and type', columns: ['MS_SubClass', 'House_Style', 'Bldg_Type'] },
  {
    key: 'sale',
    label: 'Terms and date of the recorded sale',
    columns: ['Mo_Sold', 'Year_Sold', 'Sale_Type', 'Sale_Condition'],
  },
] as const

export type FactorKey = (typeof factorGroups)[number]['key']

// what one factor adds to (or takes from) the estimate, in dollars: its share of the model's own
// contributions (TreeSHAP), so the market's base value and every factor add up to the estimate
export type Factor = { key: string; label: string; amount: number }

// the factors of any market's inputs: the mapped fields by what they are, the derived inputs with
// them, and each other column of the file on its own
const standardGroups = [
  { key: 'size', label: 'Living area', columns: ['sqft', 'logSqft'] },
  {
    key: 'location',
    label: 'Location',
    columns: [
      'lat',
      'lng',
      'x',
      'y',
      ...[6, 12, 15, 30, 40, 100].flatMap((k) => [`nearAbove${k}`, `nearPerSqft${k}`]),
      'nearDistance',
    ],
  },
  { key: 'age', label: 'Age', columns: ['yearBuilt'] },
  { key: 'rooms', label: 'Bedrooms and bathrooms', columns: ['beds', 'baths'] },
  { key: 'lot', label: 'Lot', columns: ['lotSqft'] },
]

export type InputGroup = { key: string; label: string; inputs: number[] }

export function inputGroups(inputNames: string[], market: 'ames' | 'any'): InputGroup[] {
  const known = market === 'ames' ? factorGroups : standardGroups
  const groups: InputGroup[] = known.map((group) => ({
    key: group.key,
    label: group.label,
    inputs: inputNames.flatMap((name, position) =>
      (group.columns as readonly string[]).includes(name) ? [position] : [],
    ),
  }))
  inputNames.forEach((name, position) => {
    if (name === 'factsValue' || groups.some((group) => group.inputs.includes(position))) return
    if (market === 'ames') {
      const other =
        groups.find((group) => group.key === 'other') ??
        groups[groups.push({ key: 'other', label: 'Other details', inputs: [] }) - 1]!
      other.inputs.push(position)
    } else
      groups.push({ key: `column:${name}`, label: name.replace(/[_.]+/g, ' '), inputs: [position] })
  })
  return groups.filter((group) => group.inputs.length > 0)
}
