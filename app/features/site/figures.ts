// a share as a percentage with one decimal, as /ai-valuation-details writes its accuracy table,
// so the same figure reads the same on every page that shows it
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`
