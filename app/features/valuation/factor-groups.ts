// the model's inputs gathered into the factors a homeowner recognises. Column names are the
// Ames file's, the mapped standard fields, and the model's derived inputs (nearby prices, log size)
export const derivedColumns = ['near6', 'near12', 'near30', 'logSqft'] as const

export const factorGroups = [
  { key: 'size', label: 'Living area', columns: ['sqft', 'logSqft', 'First_Flr_SF', 'Second_Flr_SF', 'TotRms_AbvGrd'] },
  {
    key: 'location',
    label: 'Location',
    columns: ['lat', 'lng', 'near6', 'near12', 'near30', 'Neighborhood', 'MS_Zoning', 'Condition_1', 'Condition_2'],
  },
  { key: 'age', label: 'Age and remodelling', columns: ['yearBuilt', 'Year_Remod_Add'] },
  { key: 'rooms', label: 'Bedrooms and bathrooms', columns: ['beds', 'Full_Bath', 'Half_Bath', 'Bsmt_Full_Bath', 'Bsmt_Half_Bath', 'Kitchen_AbvGr'] },
  {
    key: 'basement',
    label: 'Basement',
    columns: ['Total_Bsmt_SF', 'BsmtFin_SF_1', 'BsmtFin_SF_2', 'Bsmt_Unf_SF', 'Bsmt_Cond', 'Bsmt_Exposure', 'BsmtFin_Type_1', 'BsmtFin_Type_2'],
  },
  { key: 'garage', label: 'Garage and driveway', columns: ['Garage_Type', 'Garage_Finish', 'Garage_Cars', 'Garage_Area', 'Garage_Cond', 'Paved_Drive'] },
  {
    key: 'lot',
    label: 'Lot',
    columns: ['lotSqft', 'Lot_Frontage', 'Lot_Shape', 'Land_Contour', 'Lot_Config', 'Land_Slope', 'Street', 'Alley', 'Utilities'],
  },
  {
    key: 'condition',
    label: 'Condition and materials',
    columns: [
      'Overall_Cond', 'Exter_Cond', 'Heating', 'Heating_QC', 'Central_Air', 'Electrical', 'Functional', 'Roof_Style', 'Roof_Matl',
      'Exterior_1st', 'Exterior_2nd', 'Mas_Vnr_Type', 'Mas_Vnr_Area', 'Foundation',
    ],
  },
  {
    key: 'extras',
    label: 'Fireplaces, porches and extras',
    columns: ['Fireplaces', 'Wood_Deck_SF', 'Open_Porch_SF', 'Enclosed_Porch', 'Three_season_porch', 'Screen_Porch', 'Pool_Area', 'Pool_QC', 'Fence', 'Misc_Feature', 'Misc_Val'],
  },
  { key: 'style', label: 'Style and type', columns: ['MS_SubClass', 'House_Style', 'Bldg_Type'] },
  { key: 'sale', label: 'Terms and date of the recorded sale', columns: ['Mo_Sold', 'Year_Sold', 'Sale_Type', 'Sale_Condition'] },
] as const

export type FactorKey = (typeof factorGroups)[number]['key']

// how much one factor moves an estimate: the change if this home had a typical home's value for
// it, everything else kept
export type Factor = { key: FactorKey; label: string; amount: number }
