import type { Collection } from './collection.server'
import { events } from './events.server'
import { mail } from './mail.server'
import { orders } from './orders.server'
import { savedSearches } from './saved-searches.server'
import { users } from './users.server'

// Every collection the app reads or writes, each declared in its own module (ADR 067). Account
// export and deletion work through this list; a collection named in app/ and missing here fails
// `collections.test.ts`
export const collections: Collection[] = [
  // people
  users,
  mail,
  events,
  // homes
  savedSearches,
  // services and money
  orders,
]

export const collectionNamed = (name: string) => collections.find((c) => c.name === name)
