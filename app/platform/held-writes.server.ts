// Writes a module holds in memory for a moment to store them in batches (the page views). A
// module that holds some registers how to store them now; whoever must see every write first
// (deleting an account, stopping the server) asks for all of them without knowing who holds them.
const holders = new Map<string, () => Promise<void>>()

export function holdsWrites(name: string, storeNow: () => Promise<void>) {
  holders.set(name, storeNow)
}

export async function storeHeldWrites(): Promise<void> {
  await Promise.all([...holders.values()].map((storeNow) => storeNow()))
}
