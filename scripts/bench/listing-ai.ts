import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { writeDescription } from '../../app/features/listing-ai/description-writer'
import { checkFairHousing } from '../../app/features/listing-ai/fair-housing'
import { evaluate, evaluateWith } from '../../app/features/listing-ai/fair-housing-evaluation'
import { heldOutPhrases } from '../../app/features/listing-ai/fair-housing-held-out'
import { labelledPhrases } from '../../app/features/listing-ai/fair-housing-phrases'
import {
  checkFairHousingFully,
  loadFairHousingVectors,
} from '../../app/features/listing-ai/fair-housing-semantic.server'
import { factsOf } from '../../app/features/listing-ai/listing-facts'
import { flyerPdf } from '../../app/features/marketing/flyer-pdf.server'
import { listingFixture } from '../../app/features/marketing/marketing-fixture.test-data'

type Row = { measure: string; figure: string; budget: string; how: string }

async function median(runs: number, work: () => unknown): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!
}

// issue 20's figures, in process: the fair-housing check's quality on both sets and its speed, the
// offline writer's speed, and the flyer's making
export async function listingAiRows(): Promise<Row[]> {
  const labelled = evaluate(labelledPhrases)
  const heldOut = evaluate(heldOutPhrases)
  await loadFairHousingVectors()
  const labelledFully = await evaluateWith(labelledPhrases, checkFairHousingFully)
  const heldOutFully = await evaluateWith(heldOutPhrases, checkFairHousingFully)
  const oneDescription = await median(20, () =>
    checkFairHousingFully(`${listingFixture.description} ${Math.random()}`),
  )
  const texts = labelledPhrases.map((phrase) => phrase.text)
  const perPhrase =
    (await median(30, () => texts.forEach((text) => checkFairHousing(text)))) / texts.length
  const writer = await median(300, () =>
    writeDescription(factsOf(listingFixture), { tone: 'warm', length: 'long' }),
  )
  const photo = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: { r: 120, g: 140, b: 160 } },
  })
    .jpeg()
    .toBuffer()
  const flyerInput = {
    listing: listingFixture,
    listingUrl: 'https://threshold.example/property/s-AAAAAAAAAAAAAAAAAAAA',
    photoJpeg: photo,
    description: listingFixture.description,
    contact: { name: 'Ask the seller on Threshold', line: 'threshold.example' },
    generatedAt: 0,
  }
  const flyer = await median(15, () => flyerPdf(flyerInput))
  const quality = (figures: typeof labelled) => {
    const violations = figures.truePositives + figures.falseNegatives
    return `precision ${figures.precision}, recall ${figures.recall}: ${figures.truePositives} of ${violations} violations found, ${figures.falsePositives} of ${figures.phrases - violations} acceptable phrases flagged`
  }
  return [
    {
      measure: 'fair-housing rules, labelled set',
      figure: quality(labelled),
      budget: 'recall ≥ 0.95, precision ≥ 0.90',
      how: 'npm run -s listing:fair-housing -- --labelled; written alongside the rules, so it flatters them',
    },
    {
      measure: 'fair-housing rules, held-out set',
      figure: quality(heldOut),
      budget: 'recall ≥ 0.95, precision ≥ 0.90',
      how: 'the same command; phrases written after the rules were frozen (ADR 033)',
    },
    {
      measure: 'fair-housing rules + semantic stage, labelled set',
      figure: quality(labelledFully),
      budget: 'recall ≥ 0.95, precision ≥ 0.90',
      how: 'the same command; the semantic stage judges each phrase without itself (leave-one-out)',
    },
    {
      measure: 'fair-housing rules + semantic stage, held-out set',
      figure: quality(heldOutFully),
      budget: 'recall ≥ 0.95, precision ≥ 0.90',
      how: 'the same command; k = 5 and the 0.5 floor were chosen on the labelled set before this set was checked',
    },
    {
      measure: 'fair-housing check with semantic stage, one description',
      figure: `${oneDescription.toFixed(1)} ms`,
      budget: '—',
      how: `median of 20 checks of a ${listingFixture.description.split(' ').length}-word description never checked before (the sentence encoder embeds each sentence)`,
    },
    {
      measure: 'fair-housing check, per phrase',
      figure: `${(perPhrase * 1000).toFixed(0)} µs`,
      budget: '—',
      how: `median of 30 passes over the ${texts.length} labelled phrases, in process`,
    },
    {
      measure: 'description writer, long',
      figure: `${writer.toFixed(2)} ms`,
      budget: '—',
      how: 'median of 300 writes for one listing, in process',
    },
    {
      measure: 'flyer PDF, 1600 px photo',
      figure: `${flyer.toFixed(1)} ms`,
      budget: '—',
      how: 'median of 15 flyers with a 1600 × 1067 JPEG and a QR code, in process',
    },
  ]
}
