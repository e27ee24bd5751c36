import { armsLengthCondition } from './comparables'
import type { SalesTable } from './sales-table'

// which sales are at arm's length (ADR 075, ADR 078): a column of the sales file and the values of
// it that count as market sales. The one rule for Ames (Sale_Condition, Normal) and for an uploaded
// market whose file has such a column; a sale left out is never trained on, never a neighbour of
// the model and never a comparable or a rate's measure
export type SaleConditionRule = { column: string; kept: string[] }

export const amesSaleCondition: SaleConditionRule = {
  column: 'Sale_Condition',
  kept: [armsLengthCondition],
}

// the rows of the table at arm's length: every row without a rule. The table must be read with the
// rule's column (salesTable's `condition`), whose raw values it keeps
export function armsLengthRows(table: SalesTable, rule: SaleConditionRule | null): number[] {
  const rows = table.prices.map((_, row) => row)
  if (!rule) return rows
  if (table.conditions?.column !== rule.column)
    throw new Error(`The sales were not read with their condition column "${rule.column}"`)
  const kept = new Set(rule.kept)
  const values = table.conditions.values
  return rows.filter((row) => kept.has(values[row]!))
}

// the sales a rule leaves out, by value, most first
export type LeftOut = {
  column: string
  kept: string[]
  sales: number
  values: Array<{ value: string; sales: number }>
}
export function leftOutBy(table: SalesTable, rule: SaleConditionRule): LeftOut {
  const kept = new Set(armsLengthRows(table, rule))
  const counts = new Map<string, number>()
  table.conditions!.values.forEach((value, row) => {
    if (!kept.has(row)) counts.set(value, (counts.get(value) ?? 0) + 1)
  })
  const values = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value, sales]) => ({ value, sales }))
  return {
    column: rule.column,
    kept: rule.kept,
    sales: table.prices.length - kept.size,
    values,
  }
}
