// how long to wait, as a person says it: "1 minute", "14 minutes", "2 hours"; rounded up, so
// trying again after the time said always works
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes < 90) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.ceil(minutes / 60)
  return `${hours} hours`
}
