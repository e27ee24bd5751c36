import type { ContractAnalysis, Deadline, FinancingType, HoaPeriod } from './analysis'
import { clauseRiskKinds, contractRisks, type ClauseRiskKind, type RiskKind } from './risks'

export type ContingencySummary =
  | { kind: string; days: number; dayType: string; after?: string }
  | { kind: string; date: string }
  | { kind: string }
export type ContractSummary = {
  // every sample labels the parties and the risks read from a clause; a label left out is not
  // scored, an empty list is (no party named, no clause risk)
  buyers?: string[]
  sellers?: string[]
  price: number | null
  earnestMoney: { amount: number; due: Deadline | null } | null
  closingDate: string | null
  financing: { type: FinancingType; amount: number | null; rateCapPercent: number | null } | null
  possession: string | null
  contingencies: ContingencySummary[]
  inclusions: string[]
  exclusions: string[]
  sellerConcessions: number | null
  asIs: boolean
  hoaDues: { amount: number; period: HoaPeriod } | null
  risks: Array<Exclude<RiskKind, ClauseRiskKind>>
  clauseRisks?: ClauseRiskKind[]
}

const deadlineFields = (deadline: Deadline | null) =>
  !deadline
    ? {}
    : 'date' in deadline
      ? { date: deadline.date }
      : 'after' in deadline
        ? { days: deadline.days, dayType: deadline.dayType, after: deadline.after }
        : { days: deadline.days, dayType: deadline.dayType }

const kindsOf = (risks: Array<{ kind: RiskKind }>) =>
  [...new Set(risks.map((risk) => risk.kind))].sort()
const isClauseRisk = (kind: RiskKind): kind is ClauseRiskKind =>
  (clauseRiskKinds as readonly string[]).includes(kind)

// the analysis as the contract:analyze command prints it (the shape of the samples' .expected.json)
export function contractJson(analysis: ContractAnalysis): ContractSummary {
  const financing = analysis.financing?.value
  const risks = contractRisks(analysis)
  return {
    buyers: analysis.buyers?.value ?? [],
    sellers: analysis.sellers?.value ?? [],
    price: analysis.price?.value ?? null,
    earnestMoney: analysis.earnestMoney
      ? { amount: analysis.earnestMoney.value.amount, due: analysis.earnestMoney.value.due }
      : null,
    closingDate: analysis.closingDate?.value ?? null,
    financing: financing
      ? {
          type: financing.type,
          amount: financing.loanAmount,
          rateCapPercent: financing.rateCapPercent,
        }
      : null,
    possession: analysis.possession?.value ?? null,
    contingencies: analysis.contingencies.map(({ value }) => ({
      kind: value.kind,
      ...deadlineFields(value.deadline),
    })),
    inclusions: analysis.inclusions.map((found) => found.value),
    exclusions: analysis.exclusions.map((found) => found.value),
    sellerConcessions: analysis.sellerConcessions?.value ?? null,
    asIs: Boolean(analysis.asIs),
    hoaDues: analysis.hoaDues?.value ?? null,
    risks: kindsOf(risks).filter(
      (kind): kind is Exclude<RiskKind, ClauseRiskKind> => !isClauseRisk(kind),
    ),
    clauseRisks: kindsOf(risks).filter(isClauseRisk),
  }
}
