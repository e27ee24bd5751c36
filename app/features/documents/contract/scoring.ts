import type { ContractSummary } from './summary'

// how the contract reader's answer compares with a sample's expected answer, field by field
export type FieldResult = { field: string; right: boolean; expected: unknown; got: unknown }
export type SampleScore = { right: number; scored: number; fields: FieldResult[] }

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
const same = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null)
const sameSet = (a: string[] = [], b: string[] = []) =>
  same([...new Set(a)].sort(), [...new Set(b)].sort())
// a name is the same name in capitals ("BENEDETTA L. MARCHETTI") or with other spacing
const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase()
const sameNames = (a: string[] = [], b: string[] = []) => sameSet(a.map(nameKey), b.map(nameKey))
const deadlineOf = ({ kind: _kind, ...deadline }: ContractSummary['contingencies'][number]) =>
  deadline

export function scoreSample(expected: ContractSummary, got: ContractSummary): SampleScore {
  const fields: FieldResult[] = []
  const check = (field: string, want: unknown, have: unknown, right = same(want, have)) =>
    fields.push({ field, right, expected: want ?? null, got: have ?? null })

  // a label left out is not scored; an empty list is ("no party named", "no clause risk")
  if (expected.buyers)
    check('buyers', expected.buyers, got.buyers, sameNames(expected.buyers, got.buyers))
  if (expected.sellers)
    check('sellers', expected.sellers, got.sellers, sameNames(expected.sellers, got.sellers))
  check('price', expected.price, got.price)
  check('earnestMoney.amount', expected.earnestMoney?.amount, got.earnestMoney?.amount)
  check('earnestMoney.due', expected.earnestMoney?.due, got.earnestMoney?.due)
  check('financing.type', expected.financing?.type, got.financing?.type)
  check('financing.amount', expected.financing?.amount, got.financing?.amount)
  check(
    'financing.rateCapPercent',
    expected.financing?.rateCapPercent,
    got.financing?.rateCapPercent,
  )
  check('closingDate', expected.closingDate, got.closingDate)
  check('possession', expected.possession, got.possession)
  const unmatched = [...got.contingencies]
  for (const contingency of expected.contingencies) {
    const index = unmatched.findIndex(
      (candidate) =>
        candidate.kind === contingency.kind && same(deadlineOf(candidate), deadlineOf(contingency)),
    )
    const sameKind = got.contingencies.find((candidate) => candidate.kind === contingency.kind)
    check(
      `contingencies.${contingency.kind}`,
      contingency,
      index >= 0 ? unmatched[index] : sameKind,
      index >= 0,
    )
    if (index >= 0) unmatched.splice(index, 1)
  }
  for (const extra of unmatched.filter(
    (candidate) =>
      !expected.contingencies.some((contingency) => contingency.kind === candidate.kind),
  ))
    check(`contingencies.${extra.kind}`, null, extra, false)
  for (const extra of unmatched.filter(
    (candidate) =>
      expected.contingencies.some((contingency) => contingency.kind === candidate.kind) &&
      got.contingencies.filter((other) => other.kind === candidate.kind).length >
        expected.contingencies.filter((contingency) => contingency.kind === candidate.kind).length,
  )) {
    check(`contingencies.${extra.kind}`, null, extra, false)
  }
  check(
    'inclusions',
    expected.inclusions,
    got.inclusions,
    sameSet(expected.inclusions, got.inclusions),
  )
  check(
    'exclusions',
    expected.exclusions,
    got.exclusions,
    sameSet(expected.exclusions, got.exclusions),
  )
  check('sellerConcessions', expected.sellerConcessions, got.sellerConcessions)
  check('asIs', expected.asIs, got.asIs)
  check('hoaDues', expected.hoaDues, got.hoaDues)
  check('risks', expected.risks, got.risks, sameSet(expected.risks, got.risks))
  if (expected.clauseRisks)
    check(
      'clauseRisks',
      expected.clauseRisks,
      got.clauseRisks,
      sameSet(expected.clauseRisks, got.clauseRisks),
    )
  return { right: fields.filter((field) => field.right).length, scored: fields.length, fields }
}
