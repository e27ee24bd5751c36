import { z } from 'zod'
import { expectedError } from '~/platform/http/expected-error'
import { salesTableOf, readSalesCsv } from '../sales-table'
import { marketMinSales } from './market-limits'
import { armsLengthRows } from '../arms-length'
import { singleton } from '~/platform/singleton.server'
import { maxConditionValues } from './market-limits'
import {
  checkMapping,
  checkSaleCondition,
  guessConditionColumn,
  guessKept,
  guessMapping,
  MappingSchema,
  valueCounts,
  type SentMapping,
  type ValueCount,
} from './market-mapping'
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

// the values of a market's column and their counts, read from its file once per column (a few
// columns are asked for while an admin maps one market)
const valueCache = singleton('market-column-values', () => new Map<string, ValueCount[]>())
async function columnValues(market: ValuationMarket, column: string): Promise<ValueCount[]> {
  const key = `${market.id}:${column}`
  const cached = valueCache.get(key)
  if (cached) return cached
  const csv = await readSalesFile(market.id)
  if (csv === null) throw expectedError(404, marketMessages.notFound)
  const values = valueCounts(readSalesCsv(csv), column)
  if (valueCache.size >= 50) valueCache.delete(valueCache.keys().next().value!)
  valueCache.set(key, values)
  return values
}

// the sale-condition column the form shows: its values as choices (none when it has too many), and
// the values checked: those sent for this column, else the stored ones, else the guess
export type ConditionChoices = {
  column: string
  values: ValueCount[]
  // how many different values it has: too many to be choices
  count: number
  tooMany: boolean
  kept: string[]
}
async function conditionChoices(
  market: ValuationMarket,
  column: string | undefined,
  sent: { keptFor?: string; kept?: string[] },
): Promise<ConditionChoices | null> {
  if (!column || !market.header.includes(column)) return null
  const values = await columnValues(market, column)
  const tooMany = values.length > maxConditionValues
  const known = new Set(values.map(([value]) => value))
  const kept =
    sent.keptFor === column
      ? (sent.kept ?? []).filter((value) => known.has(value))
      : market.saleCondition?.column === column
        ? market.saleCondition.kept
        : guessKept(values.map(([value]) => value))
  return {
    column,
    values: tooMany ? [] : values,
    count: values.length,
    tooMany,
    kept: tooMany ? [] : kept,
  }
}

const mappingStatuses = new Set(['mapping', 'failed', 'stale'])

// the form's values as sent (a POST, or the GET of "Show its values"): each a string, `kept` a list
function sentMapping(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const sent: Record<string, string | string[]> = {}
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || name === 'intent') continue
    if (name === 'kept')
      sent.kept = [...((sent.kept as string[] | undefined) ?? []), value.slice(0, 200)]
    else sent[name] = value.slice(0, 200)
  }
  return sent
}

// the admin's page of one market; `query` carries the form's values when "Show its values" asked
// for a column's values without JavaScript (a GET of the same form)
export async function marketAdminPage(id: string, query = new URLSearchParams()) {
  const market = await marketOr404(id)
  const status = shownStatus(market)
  const asked = MappingSchema.safeParse(sentMapping(query))
  const fromQuery = query.has('saleCondition') && asked.success ? asked.data : null
  const guess: SentMapping = fromQuery ?? {
    ...(market.mapping ?? guessMapping(market.header)),
    saleCondition: market.saleCondition?.column ?? guessConditionColumn(market.header),
  }
  const condition = mappingStatuses.has(status)
    ? await conditionChoices(market, guess.saleCondition, fromQuery ?? {})
    : null
  return {
    market,
    status,
    guess: condition ? { ...guess, keptFor: condition.column, kept: condition.kept } : guess,
    condition,
  }
}

export type MappingOutcome =
  | { ok: true }
  | {
      ok: false
      status: number
      errors: Record<string, string>
      sent: Record<string, unknown>
      report?: ValuationMarket['report']
      // the condition column's values, to show again; `kept` what to check
      condition?: ConditionChoices | null
    }

// the admin's mapping: each field a column of the file, the file read with it, and the sale
// condition column with its values kept; with enough sales at arm's length the market is queued
export async function mapMarket(id: string, form: FormData): Promise<MappingOutcome> {
  const market = await marketOr404(id)
  const sent = sentMapping(form)
  const status = shownStatus(market)
  if (!mappingStatuses.has(status))
    return { ok: false, status: 409, errors: { price: marketMessages.mapping.notMapping }, sent }
  const parsed = MappingSchema.safeParse(sent)
  if (!parsed.success)
    return { ok: false, status: 400, errors: { price: marketMessages.mapping.unknownColumn }, sent }
  const condition = await conditionChoices(market, parsed.data.saleCondition, parsed.data)
  const checked = checkMapping(parsed.data, market.header)
  const rule = checkSaleCondition(
    parsed.data,
    market.header,
    condition ? await columnValues(market, condition.column) : [],
    checked.ok ? checked.mapping : {},
  )
  const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors }
  if (!rule.ok) errors[rule.field] ??= rule.error
  if (!checked.ok || !rule.ok) return { ok: false, status: 400, errors, sent, condition }
  const csv = await readSalesFile(id)
  if (csv === null) throw expectedError(404, marketMessages.notFound)
  const table = salesTableOf(readSalesCsv(csv), checked.mapping, {
    condition: rule.rule?.column,
  })
  const { report } = table
  const kept = armsLengthRows(table, rule.rule).length
  if (kept < marketMinSales)
    return {
      ok: false,
      status: 400,
      errors: { price: marketMessages.mapping.tooFewSales(kept) },
      sent,
      report,
      condition,
    }
  await queueTraining(market, checked.mapping, report, rule.rule)
  return { ok: true }
}

// "Train again" after a failure or a restart: the same mapping
export async function trainAgain(id: string) {
  const market = await marketOr404(id)
  const status = shownStatus(market)
  if ((status !== 'failed' && status !== 'stale') || !market.mapping || !market.report)
    throw expectedError(409, marketMessages.trainAgainOnlyFailed)
  await queueTraining(market, market.mapping, market.report, market.saleCondition ?? null)
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
      used: market.trainedOn?.sales ?? market.report?.used ?? market.rows,
      leftOut: market.trainedOn?.leftOut ?? null,
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
      leftOut: market.trainedOn?.leftOut ?? null,
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
