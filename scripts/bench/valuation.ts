import {
  estimateAmesHome,
  loadAmesModel,
  valueWithModel,
} from '~/features/valuation/ames-model.server'
import {
  marketHome,
  subjectOfFacts,
  subjectOfMarketHome,
  valuationMarket,
  valueHome,
} from '~/features/valuation/home-valuation.server'
import { percentile } from './sign-in-time'

// npm run bench:valuation — in process, over 500 Ames homes: the estimate alone, the estimate with
// its factors, the whole valuation (estimate, factors, six adjusted comps) and a described home
const homes = 500

function time(run: (index: number) => unknown): string {
  for (let index = 0; index < 20; index += 1) run(index)
  const samples: number[] = []
  for (let index = 0; index < homes; index += 1) {
    const started = performance.now()
    run(index)
    samples.push(performance.now() - started)
  }
  return `p50 ${percentile(samples, 50)} ms, p95 ${percentile(samples, 95)} ms`
}

await loadAmesModel()
valuationMarket()
const id = (index: number) => `ames-${String(((index * 37) % 2930) + 1).padStart(4, '0')}`
const neighborhoods = [...valuationMarket().neighborhoods.keys()]
const results = {
  estimate: time((index) => estimateAmesHome((index * 37) % 2930)),
  'estimate + factors': time((index) => valueWithModel({ index: (index * 37) % 2930 })),
  'estimate + factors + CMA': time((index) =>
    valueHome(subjectOfMarketHome(marketHome(id(index))!)),
  ),
  'described home, estimate': time(
    (index) =>
      valueWithModel(
        { templateIndex: (index * 37) % 2930, facts: valuationMarket().sold[(index * 37) % 200]! },
        0,
      )?.estimate,
  ),
  'described home, all of it': time((index) =>
    valueHome(
      subjectOfFacts({
        neighborhood: neighborhoods[index % neighborhoods.length]!,
        propertyType: 'single-family',
        sqft: 1000 + (index % 20) * 80,
        beds: 3,
        fullBaths: 2,
        yearBuilt: 1950 + (index % 60),
      }),
    ),
  ),
}
for (const [measure, figure] of Object.entries(results))
  process.stdout.write(`${measure.padEnd(28)} ${figure}\n`)
process.stdout.write(
  `valuation over ${homes} homes: estimate ${results.estimate}; with factors and CMA ${results['estimate + factors + CMA']}\n`,
)
