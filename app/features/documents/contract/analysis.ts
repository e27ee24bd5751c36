import type { DayType } from './dates'

// what the contract reader found, each value with the sentence it came from
export type Found<T> = { value: T; sentence: string }

// a count of days from acceptance, a count of days from an event the contract names ("within 3
// days of receiving the appraisal"), or a date
export type DeadlineEvent = 'appraisal' | 'inspection' | 'loan-commitment' | 'title-commitment'
export type Deadline =
  | { days: number; dayType: DayType }
  | { days: number; dayType: DayType; after: DeadlineEvent }
  | { date: string }
export type FinancingType = 'cash' | 'conventional' | 'fha' | 'va' | 'usda' | 'seller' | 'other'
export type ContingencyKind = 'inspection' | 'financing' | 'appraisal' | 'sale-of-home'
export type Payer = 'buyer' | 'seller' | 'split'
export type HoaPeriod = 'month' | 'quarter' | 'year'
// 'at-closing', 'N-days-after-closing' (e.g. '3-days-after-closing') or a date, yyyy-mm-dd
export type Possession = string
export type FigureField = 'price' | 'earnest-money'

export type ContractAnalysis = {
  buyers: Found<string[]> | null
  sellers: Found<string[]> | null
  propertyAddress: Found<string> | null
  // the date the contract takes effect (acceptance), when the contract states it
  effectiveDate: Found<string> | null
  price: Found<number> | null
  earnestMoney: Found<{ amount: number; due: Deadline | null }> | null
  financing: Found<{
    type: FinancingType
    loanAmount: number | null
    rateCapPercent: number | null
  }> | null
  financingDeadline: Found<Deadline> | null
  closingDate: Found<string> | null
  possession: Found<Possession> | null
  contingencies: Array<Found<{ kind: ContingencyKind; deadline: Deadline | null }>>
  inclusions: Array<Found<string>>
  exclusions: Array<Found<string>>
  sellerConcessions: Found<number> | null
  asIs: Found<true> | null
  hoaDues: Found<{ amount: number; period: HoaPeriod }> | null
  closingCosts: Array<Found<{ item: string; payer: Payer }>>
  // a figure stated as different amounts in different places, or in words and digits that disagree
  conflictingFigures: Array<Found<{ field: FigureField; amounts: number[] }>>
  // "Seller makes no warranty as to the roof or foundation": what is left unwarranted
  noWarranty: Found<string[]> | null
  // the seller keeps the earnest money as liquidated damages if the buyer defaults
  liquidatedDamages: Found<true> | null
}
