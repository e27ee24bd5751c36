import { stableHash as hash } from '~/core/stable-hash'
import type { Address } from '~/core/home'

// the data has no street addresses: each home gets a plausible, clearly labelled, stable one
const streets = [
  'Oak',
  'Maple',
  'Elm',
  'Cedar',
  'Walnut',
  'Hickory',
  'Ash',
  'Birch',
  'Prairie',
  'Meadow',
  'Ridge',
  'Hillcrest',
  'Park',
  'Lincoln',
  'Grand',
  'Duff',
  'Clark',
  'Kellogg',
  'Douglas',
  'Burnett',
  'Carroll',
  'Northwestern',
  'Stange',
  'Hoover',
  'Garfield',
  'Wilson',
  'Jensen',
  'Todd',
  'Harris',
  'Crestwood',
  'Timberland',
  'Brookside',
  'Bluestem',
]
const suffixes = ['Street', 'Avenue', 'Drive', 'Lane', 'Court', 'Circle', 'Road', 'Place']

// ZIP codes of Ames by the part of town each neighborhood lies in
const zipByNeighborhood: Record<string, string> = {
  College_Creek: '50014',
  Somerset: '50010',
  Northridge_Heights: '50010',
  Northridge: '50010',
  Gilbert: '50105',
  Northwest_Ames: '50010',
  North_Ames: '50010',
  Briardale: '50010',
  Northpark_Villa: '50010',
  Stone_Brook: '50010',
  Bloomington_Heights: '50010',
  Veenker: '50010',
  Old_Town: '50010',
  Brookside: '50010',
  Iowa_DOT_and_Rail_Road: '50010',
  Edwards: '50014',
  Sawyer: '50014',
  Sawyer_West: '50014',
  Timberland: '50014',
  Clear_Creek: '50014',
  Crawford: '50014',
  Mitchell: '50010',
  Meadow_Village: '50010',
  South_and_West_of_Iowa_State_University: '50014',
  Greens: '50014',
  Green_Hills: '50014',
  Blueste: '50014',
  Landmark: '50014',
}

// the ZIP codes of the market, in order
export const amesZips = [...new Set(Object.values(zipByNeighborhood))].sort()

export function generatedAddress(id: string, neighborhood: string): Address {
  const seed = hash(id)
  const number = 100 + (seed % 4800)
  const street = streets[(seed >>> 8) % streets.length]
  const suffix = suffixes[(seed >>> 16) % suffixes.length]
  const zip = zipByNeighborhood[neighborhood] ?? '50010'
  return {
    line1: `${number} ${street} ${suffix}`,
    city: zip === '50105' ? 'Gilbert' : 'Ames',
    state: 'IA',
    zip,
  }
}
