import os from 'node:os'
import type { Listing } from '~/features/listings/listing'
import { listingFromMarketHome } from '~/features/listings/market-listings'
import { amesMarket } from '~/features/market/load-market.server'
import { loadEmbeddings } from '~/features/search/embeddings.server'
import { ListingIndex } from '~/features/search/listing-index.server'
import { parseSearchParams } from '~/features/search/search-query'
import { percentile } from './sign-in-time'

// npm run bench:search — 25,000 listings resampled from the Ames homes with jitter, in process;
// p50 and p95 of a fixed mix of searches (filters, sorts, deep pages, keywords by meaning)
const size = Number(process.env.SEARCH_LISTINGS ?? 25_000)
const rounds = Number(process.env.SEARCH_ROUNDS ?? 20)

let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const jitter = (value: number, spread: number) => value * (1 + (random() * 2 - 1) * spread)

const now = Date.now()
const market = amesMarket().map((home) => listingFromMarketHome(home, now))
const listings: Listing[] = Array.from({ length: size }, (_, index) => {
  const base = market[Math.floor(random() * market.length)]!
  const price = Math.round(jitter(base.price, 0.1) / 100) * 100
  return {
    ...base,
    id: `bench-${String(index).padStart(5, '0')}`,
    lat: base.lat + (random() - 0.5) * 0.004,
    lng: base.lng + (random() - 0.5) * 0.004,
    price,
    soldPrice: base.status === 'sold' ? price : base.soldPrice,
    sqft: Math.round(jitter(base.sqft, 0.08)),
    listedAt:
      base.listedAt === null ? null : base.listedAt - Math.floor(random() * 30) * 86_400_000,
  }
})

const mix = [
  'status=active',
  'status=active&sort=price-asc&page=3',
  'status=sold&minPrice=150000&maxPrice=250000&beds=3',
  'status=sold&sort=ppsf&page=40',
  'place=North+Ames&status=sold&sort=newest',
  'status=active&type=townhouse&minSqft=1200',
  'status=sold&features=fireplace&features=deck&minYear=1990',
  'q=quiet+home+near+a+park',
  'q=room+for+a+workshop&status=sold',
  'q=somewhere+for+the+kids+to+play&minPrice=150000&status=sold&page=2',
]

// the index as the server builds it over its listing catalog, here over a fixed set
const index = new ListingIndex({ all: () => listings, subscribe: () => () => {} })
await index.updated
await loadEmbeddings()
// warm up: first runs compile and embed each keyword query once
for (const params of mix) await index.search(parseSearchParams(new URLSearchParams(params)).query)

const times: number[] = []
const byQuery = new Map<string, number[]>()
for (let round = 0; round < rounds; round += 1) {
  for (const params of mix) {
    const { query } = parseSearchParams(new URLSearchParams(params))
    const started = performance.now()
    await index.search(query)
    const elapsed = performance.now() - started
    times.push(elapsed)
    byQuery.set(params, [...(byQuery.get(params) ?? []), elapsed])
  }
}

const cpus = os.cpus()
process.stdout.write(
  `machine: ${cpus.length} × ${cpus[0]?.model.trim()}, Node ${process.version}\n`,
)
for (const [params, samples] of byQuery)
  process.stdout.write(
    `  ${params.padEnd(72)} p50 ${percentile(samples, 50)} ms  p95 ${percentile(samples, 95)} ms\n`,
  )
process.stdout.write(
  `search over ${size.toLocaleString('en-US')} listings, ${times.length} queries: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms\n`,
)
process.exit(0)
