// an Ames home's id names its row in the sales data: `ames-0001` is the first
export const amesHomeId = (index: number) => `ames-${String(index + 1).padStart(4, '0')}`

// the row of an Ames home id, or null for any other id
export function amesIndexOf(id: string): number | null {
  const match = /^ames-(\d{4})$/.exec(id)
  return match ? Number(match[1]) - 1 : null
}
