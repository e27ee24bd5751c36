import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseRuns = {
  performance: number[]
  accessibility: number[]
  firstPaintMs: number[]
  loadMs: number[]
}

// Lighthouse's mobile run (emulated Moto G Power on slow 4G) on Debian's chromium, `runs` times per
// page: one run varies by several points, so the table shows the median and the spread, as
// Lighthouse's own guidance on variability advises.
// - 'simulate' (Lighthouse's default) loads the page unthrottled and estimates slow-4G timings
//   from the trace (Lantern);
// - 'devtools' applies slow 4G and a 4× slower CPU in the browser and measures what happens.
export async function lighthouseRuns(
  urls: string[],
  runs: number,
  throttlingMethod: 'simulate' | 'devtools',
): Promise<Map<string, LighthouseRuns>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  })
  const results = new Map<string, LighthouseRuns>()
  try {
    for (const url of urls) {
      const measured: LighthouseRuns = {
        performance: [],
        accessibility: [],
        firstPaintMs: [],
        loadMs: [],
      }
      for (let run = 0, failures = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          throttlingMethod,
          onlyCategories: ['performance', 'accessibility'],
        })
        // a run Lighthouse itself could not record (e.g. NO_NAVSTART: a trace without the
        // navigation) has no scores; it is said and run again, twice at most per page
        const failed = result?.lhr.runtimeError
        if (failed && failures < 2) {
          process.stderr.write(
            `bench: lighthouse could not record ${url} (${failed.code}); running it again\n`,
          )
          failures += 1
          run -= 1
          continue
        }
        const categories = result?.lhr.categories
        const audits = result?.lhr.audits
        const observed = (
          audits?.metrics?.details as { items?: Array<{ observedLoad?: number }> } | undefined
        )?.items?.[0]
        measured.performance.push(Math.round((categories?.performance?.score ?? 0) * 100))
        measured.accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100))
        measured.firstPaintMs.push(
          Math.round(audits?.['first-contentful-paint']?.numericValue ?? 0),
        )
        measured.loadMs.push(Math.round(observed?.observedLoad ?? 0))
      }
      results.set(url, measured)
    }
  } finally {
    await chrome.kill()
  }
  return results
}

// "98 (96–100)": the median, then the lowest and highest of the runs
export function medianAndSpread(
  values: number[],
  write: (value: number) => string = String,
): string {
  const sorted = [...values].sort((a, b) => a - b)
  const median = write(sorted[Math.floor(sorted.length / 2)]!)
  const [lowest, highest] = [write(sorted[0]!), write(sorted.at(-1)!)]
  return lowest === highest ? median : `${median} (${lowest}–${highest})`
}
