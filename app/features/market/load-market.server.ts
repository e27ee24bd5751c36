import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseAmesCsv } from './ames'
import type { MarketHome } from './market-home'

let ames: MarketHome[] | undefined

// the Ames sales (data/markets/ames-sales.csv), parsed once per process
export function amesMarket(): MarketHome[] {
  ames ??= parseAmesCsv(readFileSync(path.resolve('data/markets/ames-sales.csv'), 'utf8'))
  return ames
}
