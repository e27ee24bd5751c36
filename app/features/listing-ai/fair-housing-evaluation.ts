import { checkFairHousing, type FairHousingFinding } from './fair-housing'
import type { LabelledPhrase } from './fair-housing-phrases'

export type Evaluation = {
  phrases: number
  truePositives: number
  falsePositives: number
  falseNegatives: number
  precision: number
  recall: number
}

// a violation counts as found only with a finding of its class; an acceptable phrase with any
// finding is a false positive
export function evaluate(phrases: LabelledPhrase[]): Evaluation {
  return tally(
    phrases,
    phrases.map((phrase) => checkFairHousing(phrase.text)),
  )
}

// the same with any checker, such as the rules and the semantic stage together
export async function evaluateWith(
  phrases: LabelledPhrase[],
  check: (text: string) => Promise<FairHousingFinding[]>,
): Promise<Evaluation> {
  const findings: FairHousingFinding[][] = []
  for (const phrase of phrases) findings.push(await check(phrase.text))
  return tally(phrases, findings)
}

function tally(phrases: LabelledPhrase[], foundPerPhrase: FairHousingFinding[][]): Evaluation {
  let truePositives = 0
  let falsePositives = 0
  let falseNegatives = 0
  for (const [index, phrase] of phrases.entries()) {
    const findings = foundPerPhrase[index]!
    if (!phrase.flagged) falsePositives += findings.length > 0 ? 1 : 0
    else if (findings.some((finding) => !phrase.class || finding.class === phrase.class))
      truePositives += 1
    else falseNegatives += 1
  }
  const ratio = (part: number, whole: number) =>
    whole === 0 ? 1 : Math.round((part / whole) * 1000) / 1000
  return {
    phrases: phrases.length,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: ratio(truePositives, truePositives + falsePositives),
    recall: ratio(truePositives, truePositives + falseNegatives),
  }
}
