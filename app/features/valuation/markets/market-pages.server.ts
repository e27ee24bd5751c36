import { z } from 'zod'
import { expectedError } from '~/platform/http/expected-error'
import { salesTableOf, readSalesCsv } from '../sales-table'
import { marketMinSales } from './market-limits'
import { checkMapping, guessMapping, MappingSchema } from './market-mapping'
import {
  describedFields,
  fieldsOf,
  loadedMarket,
  valueInMarket,
  type DescribedHome,
} from './market-models.server'
import { listMarkets, readMarket, readSalesFile, type ValuationMarket } from './market-store.server'
import { isTrainingHere, queueTraining } from './market-training.server'
import { marketMessages } from './messages'

// a market as the pages show it: "queued" or "training" in the document but not on this server
// means the server that trained it stopped
export function shownStatus(market: ValuationMarket): ValuationMarket['status'] | 'stale' {
  return (market.status === 'queued' || market.status === 'training') && !isTrainingHere(market.id)
    ? 'stale'
    : market.status
}

export async function marketsAdminPage() {
  const markets = await listMarkets()
  return markets.map((market) => ({
    id: market.id,
    name: market.name,
    rows: market.rows,
    status: shownStatus(market),
    mdape: market.evaluation?.mdape ?? null,
    createdAt: market.createdAt,
  }))
}

async function marketOr404(id: string): Promise<ValuationMarket> {
  const market = await readMarket(id)
  if (!market) throw expectedError(404, marketMessages.notFound)
  return market
}

export async function marketAdminPage(id: string) {
  const market = await marketOr404(id)
  return {
    market,
    status: shownStatus(market),
    guess: market.mapping ?? guessMapping(market.header),
  }
}

export type MappingOutcome =
  | { ok: true }
  | {
      ok: false
      status: number
      errors: Record<string, string>
      sent: Record<string, string>
      report?: ValuationMarket['report']
    }

// the admin's mapping: each field a column of the file, the file read with it; with enough usable
// sales the market is queued for training
export async function mapMarket(id: string, form: FormData): Promise<MappingOutcome> {
  const market = await marketOr404(id)
  const sent = Object.fromEntries(
    [...form].flatMap(([name, value]) =>
      typeof value === 'string' && name !== 'intent' ? [[name, value.slice(0, 200)]] : [],
    ),
  )
  const status = shownStatus(market)
  if (status !== 'mapping' && status !== 'failed' && status !== 'stale')
    return { ok: false, status: 409, errors: { price: marketMessages.mapping.notMapping }, sent }
  const parsed = MappingSchema.safeParse(sent)
  if (!parsed.success)
    return { ok: false, status: 400, errors: { price: marketMessages.mapping.unknownColumn }, sent }
  const checked = checkMapping(parsed.data, market.header)
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors, sent }
  const csv = await readSalesFile(id)
  if (csv === null) throw expectedError(404, marketMessages.notFound)
  const { report } = salesTableOf(readSalesCsv(csv), checked.mapping)
  if (report.used < marketMinSales)
    return {
      ok: false,
      status: 400,
      errors: { price: marketMessages.mapping.tooFewSales(report.used) },
      sent,
      report,
    }
  await queueTraining(market, checked.mapping, report)
  return { ok: true }
}

// "Train again" after a failure or a restart: the same mapping
export async function trainAgain(id: string) {
  const market = await marketOr404(id)
  const status = shownStatus(market)
  if ((status !== 'failed' && status !== 'stale') || !market.mapping || !market.report)
    throw expectedError(409, marketMessages.trainAgainOnlyFailed)
  await queueTraining(market, market.mapping, market.report)
}

// the ready markets, for /ai-valuation's list and /ai-valuation-details' table
export async function readyMarkets() {
  const markets = await listMarkets()
  return markets
    .filter((market) => market.status === 'ready' && market.evaluation)
    .map((market) => ({
      id: market.id,
      name: market.name,
      evaluation: market.evaluation!,
      indexChange: market.indexChange,
      trainedAt: market.trainedAt!,
      used: market.report?.used ?? market.rows,
    }))
}

const number = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().min(min).max(max).optional(),
  )
// the described home of /ai-valuation/markets/:id, a GET form: every field optional, each in a
// plausible range
export const MarketHomeSchema = z.object({
  sqft: number(200, 20_000),
  lotSqft: number(0, 5_000_000),
  beds: number(0, 20),
  baths: number(0, 20),
  yearBuilt: number(1700, 2100),
  lat: number(-90, 90),
  lng: number(-180, 180),
})
export const marketHomeMessages: Record<keyof z.infer<typeof MarketHomeSchema>, string> = {
  sqft: 'Enter a living area from 200 to 20,000 sq ft',
  lotSqft: 'Enter a lot size from 0 to 5,000,000 sq ft',
  beds: 'Enter from 0 to 20 bedrooms',
  baths: 'Enter from 0 to 20 bathrooms',
  yearBuilt: 'Enter a year from 1700 to 2100',
  lat: 'Enter a latitude from -90 to 90',
  lng: 'Enter a longitude from -180 to 180',
}

// /ai-valuation/markets/:id: the market's form and, once a home is described, its estimate
export async function marketValuationPage(id: string, params: URLSearchParams) {
  const market = await marketOr404(id)
  const loaded = await loadedMarket(market)
  if (!loaded) throw expectedError(404, marketMessages.notReady)
  const fields = fieldsOf(loaded)
  const values = Object.fromEntries(
    [...describedFields, 'lat', 'lng'].map((name) => [name, params.get(name) ?? '']),
  )
  const asked = [...params.keys()].some((name) => name in values)
  const parsed = MarketHomeSchema.safeParse(values)
  const errors: Record<string, string> = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0])] =
        marketHomeMessages[issue.path[0] as keyof typeof marketHomeMessages]
  const home: DescribedHome = parsed.success
    ? Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined))
    : {}
  if ((values.lat === '') !== (values.lng === ''))
    errors[values.lat === '' ? 'lat' : 'lng'] ??= 'Enter both latitude and longitude, or neither'
  const ready = asked && Object.keys(errors).length === 0
  const estimate = ready ? valueInMarket(loaded, home) : null
  const like = estimate ? loaded.table : null
  return {
    market: {
      id: market.id,
      name: market.name,
      evaluation: market.evaluation!,
      indexChange: market.indexChange,
    },
    fields,
    values,
    errors,
    estimate,
    likeSale:
      like && estimate
        ? { price: like.prices[estimate.likeSale]!, sqft: like.sqft[estimate.likeSale]! }
        : null,
  }
}
