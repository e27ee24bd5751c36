import { parse } from 'csv-parse/sync'
import type { PropertyType } from '~/core/home'
import type { MarketHome } from './market-home'
import { generatedAddress } from './addresses'
import { amesHomeId } from './ames-ids'

type Row = Record<string, string>

const typeByBuilding: Record<string, PropertyType> = {
  OneFam: 'single-family',
  TwnhsE: 'townhouse',
  Twnhs: 'townhouse',
  Duplex: 'duplex',
  TwoFmCon: 'two-family',
}

const storiesByStyle: Record<string, number> = {
  One_Story: 1,
  One_and_Half_Fin: 1.5,
  One_and_Half_Unf: 1.5,
  Two_Story: 2,
  Two_and_Half_Fin: 2.5,
  Two_and_Half_Unf: 2.5,
  SLvl: 2,
  SFoyer: 2,
}

const styleLabels: Record<string, string> = {
  One_Story: 'one-story',
  One_and_Half_Fin: 'one-and-a-half-story',
  One_and_Half_Unf: 'one-and-a-half-story (upper level unfinished)',
  Two_Story: 'two-story',
  Two_and_Half_Fin: 'two-and-a-half-story',
  Two_and_Half_Unf: 'two-and-a-half-story (upper level unfinished)',
  SLvl: 'split-level',
  SFoyer: 'split-foyer',
}

// parses the Ames sales (De Cock 2011) into market homes; ids are stable across imports
export function parseAmesCsv(text: string): MarketHome[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Row[]
  return rows.map((row, index) => amesHome(row, index))
}

function neighborhoodName(raw: string): string {
  return raw
    .replace(/_/g, ' ')
    .replace(/\bAmes\b/, 'Ames')
    .replace(/\bRail Road\b/, 'Railroad')
}

function amesHome(row: Row, index: number): MarketHome {
  const num = (column: string) => {
    const value = Number(row[column])
    return Number.isFinite(value) ? value : 0
  }
  const id = amesHomeId(index)
  const fullBaths = num('Full_Bath') + num('Bsmt_Full_Bath')
  const halfBaths = num('Half_Bath') + num('Bsmt_Half_Bath')
  const neighborhood = neighborhoodName(row.Neighborhood)
  const attributes: Record<string, string | number> = {}
  for (const [column, value] of Object.entries(row)) {
    if (column === 'Sale_Price') continue
    const asNumber = Number(value)
    attributes[column] = value !== '' && Number.isFinite(asNumber) ? asNumber : value.trim()
  }
  return {
    id,
    source: 'ames',
    address: generatedAddress(id, row.Neighborhood),
    addressGenerated: true,
    lat: num('Latitude'),
    lng: num('Longitude'),
    neighborhood,
    beds: num('Bedroom_AbvGr'),
    baths: fullBaths + halfBaths / 2,
    fullBaths,
    halfBaths,
    sqft: num('Gr_Liv_Area'),
    lotSqft: num('Lot_Area'),
    yearBuilt: num('Year_Built'),
    yearRemodeled: Math.max(num('Year_Remod_Add'), num('Year_Built')),
    propertyType: typeByBuilding[row.Bldg_Type] ?? 'single-family',
    style: styleLabels[row.House_Style] ?? 'house',
    stories: storiesByStyle[row.House_Style] ?? 1,
    garageSpaces: num('Garage_Cars'),
    basementSqft: num('Total_Bsmt_SF'),
    fireplaces: num('Fireplaces'),
    features: featuresOf(row, num),
    salePrice: num('Sale_Price'),
    saleDate: Date.UTC(num('Year_Sold'), num('Mo_Sold') - 1, 1),
    attributes,
  }
}

// only what the columns say: no claim the data does not support
function featuresOf(row: Row, num: (column: string) => number): string[] {
  const features: string[] = []
  if (num('Garage_Cars') > 0 && row.Garage_Type !== 'No_Garage') {
    features.push(row.Garage_Type === 'Detchd' ? 'detached-garage' : 'attached-garage')
  }
  if (num('Fireplaces') > 0) features.push('fireplace')
  if (num('Pool_Area') > 0) features.push('pool')
  if (row.Central_Air === 'Y') features.push('central-air')
  if (num('Total_Bsmt_SF') > 0) features.push('basement')
  if (num('BsmtFin_SF_1') + num('BsmtFin_SF_2') > 0 && row.BsmtFin_Type_1 !== 'Unf')
    features.push('finished-basement')
  if (
    num('Open_Porch_SF') + num('Enclosed_Porch') + num('Three_season_porch') + num('Screen_Porch') >
    0
  ) {
    features.push('porch')
  }
  if (num('Screen_Porch') > 0) features.push('screened-porch')
  if (num('Wood_Deck_SF') > 0) features.push('deck')
  if (row.Fence !== 'No_Fence') features.push('fence')
  if (row.Misc_Feature === 'Shed') features.push('shed')
  if (row.Paved_Drive === 'Paved') features.push('paved-driveway')
  if (num('Year_Remod_Add') > num('Year_Built')) features.push('remodeled')
  if (row.Lot_Config === 'CulDSac') features.push('cul-de-sac')
  if (row.Condition_1 === 'PosA' || row.Condition_1 === 'PosN') features.push('near-park')
  if (row.Heating_QC === 'Excellent') features.push('excellent-heating')
  return features
}
