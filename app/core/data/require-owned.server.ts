import type { z } from 'zod'
import { expectedError } from '~/platform/http/expected-error'
import type { Collection } from './collection.server'

type ObjectSchema = z.ZodObject<z.ZodRawShape>

// The one way a feature reads a record on behalf of a person (ADR 067): the record whose `party`
// field (its owner unless told) holds their uid, or a 404 with the feature's own words. A record
// that is someone else's is answered exactly as one that is not there, so an id tells a stranger
// nothing
export async function requireOwned<Schema extends ObjectSchema>(
  collection: Collection<Schema>,
  id: string,
  uid: string,
  notFound: { message: string; party?: keyof z.infer<Schema> & string },
): Promise<z.infer<Schema> & { id: string }> {
  const party = notFound.party ?? collection.parties[0]
  if (!party) throw new Error(`${collection.name} has no owner to check`)
  if (!collection.parties.includes(party))
    throw new Error(`${collection.name}.${party} does not name a party`)
  const snapshot = id && !id.includes('/') ? await collection.doc(id).get() : null
  const record = snapshot?.data()
  if (!record || !uid || record[party] !== uid) throw expectedError(404, notFound.message)
  return { ...record, id }
}
