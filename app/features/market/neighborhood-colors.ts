// five steps from light to dark (ColorBrewer YlGnBu, readable by people with the common color
// vision deficiencies), and grey for a neighborhood the measure says nothing about
export const palette = ['#ffffcc', '#a1dab4', '#41b6c4', '#2c7fb8', '#253494'] as const
export const noValueFill = '#c9ced4'

export type ColorStep = { fill: string; from: number; to: number }

// quantile classes: the neighborhoods in order of the value, split into (up to) five groups of
// about the same size, equal values always in the same group. Each group's legend entry runs from
// its lowest value to its highest, so the legend shows only values that occur
export function colorSteps(
  values: ReadonlyArray<number | null>,
  steps = palette.length,
): { fills: string[]; legend: ColorStep[]; anyMissing: boolean } {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  const stepOf = new Map<number, number>()
  known.forEach((value, rank) => {
    if (!stepOf.has(value)) stepOf.set(value, Math.floor((rank * steps) / known.length))
  })
  const used = [...new Set(stepOf.values())].sort((a, b) => a - b)
  const fillOfStep = new Map(
    used.map((step, index) => [
      step,
      palette[
        used.length === 1
          ? palette.length - 1
          : Math.round((index * (palette.length - 1)) / (used.length - 1))
      ]!,
    ]),
  )
  const legend = used.map((step) => {
    const members = known.filter((value) => stepOf.get(value) === step)
    return { fill: fillOfStep.get(step)!, from: members[0]!, to: members.at(-1)! }
  })
  return {
    fills: values.map((value) =>
      value === null ? noValueFill : fillOfStep.get(stepOf.get(value)!)!,
    ),
    legend,
    anyMissing: values.some((value) => value === null),
  }
}
