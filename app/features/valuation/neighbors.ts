type Point = { lat: number; lng: number }

// the median log price per sq ft of the k nearest other sales among `pool`: location and the
// quality the data does not grade, carried by what neighbors sold for
export function neighborPricePerSqft(subject: Point, pool: Array<{ point: Point; logPricePerSqft: number }>, k: number, exclude?: number): number {
  const scale = Math.cos((subject.lat * Math.PI) / 180)
  const nearest: Array<[number, number]> = []
  pool.forEach((candidate, index) => {
    if (index === exclude) return
    const distance = (candidate.point.lat - subject.lat) ** 2 + ((candidate.point.lng - subject.lng) * scale) ** 2
    if (nearest.length < k) {
      nearest.push([distance, candidate.logPricePerSqft])
      nearest.sort((a, b) => a[0] - b[0])
    } else if (distance < nearest[k - 1]![0]) {
      nearest[k - 1] = [distance, candidate.logPricePerSqft]
      nearest.sort((a, b) => a[0] - b[0])
    }
  })
  const values = nearest.map(([, value]) => value).sort((a, b) => a - b)
  return values.length ? values[Math.floor(values.length / 2)]! : 0
}
