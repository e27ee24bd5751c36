import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseScores = { performance: number[]; accessibility: number[] }

// Lighthouse's default mobile run (emulated Moto G Power, simulated slow 4G) on Debian's chromium,
// `runs` times per page: a single simulated run varies by several points, so the table shows
// the median and the spread, as Lighthouse's own guidance on variability advises
export async function lighthouseScores(urls: string[], runs: number): Promise<Map<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  const scores = new Map<string, LighthouseScores>()
  try {
    for (const url of urls) {
      const scored: LighthouseScores = { performance: [], accessibility: [] }
      for (let run = 0, failures = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        })
        // a run Lighthouse itself could not record (e.g. NO_NAVSTART: a trace without the
        // navigation) has no scores; it is said and run again, twice at most per page
        const failed = result?.lhr.runtimeError
        if (failed && failures < 2) {
          process.stderr.write(`bench: lighthouse could not record ${url} (${failed.code}); running it again\n`)
          failures += 1
          run -= 1
          continue
        }
        const categories = result?.lhr.categories
        scored.performance.push(Math.round((categories?.performance?.score ?? 0) * 100))
        scored.accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100))
      }
      scores.set(url, scored)
    }
  } finally {
    await chrome.kill()
  }
  return scores
}

// "98 (96–100)": the median, then the lowest and highest of the runs
export function medianAndSpread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  return sorted[0] === sorted.at(-1) ? String(median) : `${median} (${sorted[0]}–${sorted.at(-1)})`
}
