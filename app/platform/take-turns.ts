// At most `most` pieces of work at once; the others wait their turn, in the order they came
// (the PDF and photo processes: many uploads at once cost a queue, not the instance's memory)
export function takeTurns(most: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= most) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await work()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}
