import type { z } from 'zod'
import { expectedError } from '~/platform/http/expected-error'
import type { Collection } from './collection.server'

type ObjectSchema = z.ZodObject<z.ZodRawShape>

type Party<Schema extends ObjectSchema> = keyof z.infer<Schema> & string

// The one way a feature reads a record on behalf of a person (ADR 067): the record whose `party`
// field (its owner unless told; any of several when given a list, as a job is its client's and its
// vendor's) holds their uid, or a 404 with the feature's own words. A record that is someone
// else's is answered exactly as one that is not there, so an id tells a stranger nothing
export async function requireOwned<Schema extends ObjectSchema>(
  collection: Collection<Schema>,
  id: string,
  uid: string,
  notFound: { message: string; party?: Party<Schema> | ReadonlyArray<Party<Schema>> },
): Promise<z.infer<Schema> & { id: string }> {
  const asked = notFound.party ?? collection.parties[0]
  const parties: ReadonlyArray<Party<Schema>> =
    asked === undefined ? [] : typeof asked === 'string' ? [asked] : asked
  if (parties.length === 0) throw new Error(`${collection.name} has no owner to check`)
  for (const party of parties)
    if (!collection.parties.includes(party))
      throw new Error(`${collection.name}.${party} does not name a party`)
  const snapshot = id && !id.includes('/') ? await collection.doc(id).get() : null
  const record = snapshot?.data()
  if (!record || !uid || !parties.some((party) => record[party] === uid))
    throw expectedError(404, notFound.message)
  return { ...record, id }
}
