import { adjustedFactors, adjustmentLabels, type Reconciliation } from './comparables'

const cell = (value: string | number) => {
  const text = String(value)
  // quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

// one row per comparable with each adjustment, then the reconciled value: opens in any spreadsheet
export function cmaCsv(subjectLabel: string, analysis: Reconciliation): string {
  const header = [
    'Sale',
    'Address',
    'Sold',
    'Sale price',
    'Distance (miles)',
    ...adjustedFactors.flatMap((factor) => [
      `${adjustmentLabels[factor]}: comp`,
      `${adjustmentLabels[factor]}: adjustment`,
    ]),
    'Net adjustment',
    'Adjusted price',
    'Weight',
  ]
  const rows = analysis.comparables.map((comp) => [
    comp.sale.id,
    `${comp.sale.address.line1}, ${comp.sale.address.city}, ${comp.sale.address.state} ${comp.sale.address.zip}`,
    new Date(comp.sale.saleDate).toISOString().slice(0, 7),
    comp.sale.salePrice,
    comp.distanceMiles,
    ...comp.adjustments.flatMap((adjustment) => [adjustment.comp, adjustment.amount]),
    comp.netAdjustment,
    comp.adjustedPrice,
    comp.weight.toFixed(3),
  ])
  const summary = [
    ['Subject', subjectLabel],
    ['Reconciled value', analysis.value],
    ['Adjusted range', `${analysis.low} to ${analysis.high}`],
  ]
  return (
    [header, ...rows, [], ...summary].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
  )
}
