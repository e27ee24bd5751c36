import { createRequire } from 'node:module'
import { logger } from '~/platform/logger.server'

type Booster = { train(x: number[][], y: number[]): void; predict(x: number[][]): number[]; free(): void; toJSON(): object }
type BoosterClass = { new (options: Record<string, unknown>): Booster; load(model: object): Booster }

// ml-xgboost (XGBoost compiled to WebAssembly); its module resolves once the wasm is ready
let loaded: Promise<BoosterClass> | undefined
export function xgboost(): Promise<BoosterClass> {
  loaded ??= loadXGBoost()
  return loaded
}

// Requiring the compiled module starts loading its wasm: first by fetch() of a file path, which
// Node refuses, then by reading the file. The refusal is reported through the module's
// `printErr` hook (Emscripten's), after the require returns: pointed at the JSON log here, where
// it was two console lines outside it. (docs/decisions/024-patches-of-upstream-code.md)
function loadXGBoost(): Promise<BoosterClass> {
  const require = createRequire(import.meta.url)
  const compiled = require('ml-xgboost/dist/wasm/xgboost.js') as { printErr: (line: string) => void }
  compiled.printErr = (line) => logger.debug({ event: 'valuation.wasm-loader', line: String(line).slice(0, 300) }, 'xgboost loader')
  return require('ml-xgboost') as Promise<BoosterClass>
}

// chosen by measurement on the Ames sales (scripts/valuation/experiment.ts)
export const boosterOptions = { booster: 'gbtree', objective: 'reg:linear', max_depth: 4, eta: 0.03, min_child_weight: 2, subsample: 0.8, colsample_bytree: 0.6, silent: 1, iterations: 1500 }

export async function trainBooster(features: number[][], targets: number[], options: Partial<typeof boosterOptions> = {}): Promise<Booster> {
  const Boost = await xgboost()
  const booster = new Boost({ ...boosterOptions, ...options })
  booster.train(features, targets)
  return booster
}
