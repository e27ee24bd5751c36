import { contingencyOptions, financingOptions } from './schemas'

// how an offer's terms read wherever they are shown (the buyer's dashboard, the seller's inbox)
export function financingLabel(financing: string): string {
  return financingOptions[financing as keyof typeof financingOptions] ?? financing
}

// ", contingent on inspection, appraisal" or ", no contingencies"
export function contingenciesClause(contingencies: string[]): string {
  if (contingencies.length === 0) return ', no contingencies'
  return `, contingent on ${contingencies.map((item) => contingencyOptions[item as keyof typeof contingencyOptions]?.toLowerCase() ?? item).join(', ')}`
}
