import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore'
import type { z } from 'zod'
import { db } from '~/platform/firebase.server'
import { logger } from '~/platform/logger.server'
import type { AccountCoverage } from './account-coverage'

// One Firestore collection, declared once (ADR 067): its name, the zod schema every document read
// from it must match, the fields that name the people it belongs to, and what "Download my data"
// and "Delete my account" do with it. Every read goes through `ref()` (a converter that parses) or
// `parse()`, so a document that does not match is an error the log names, never a cast

export class MalformedDocumentError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
    readonly fields: string[],
  ) {
    super(`${collection}/${id} does not match its schema (${fields.join(', ')})`)
    this.name = 'MalformedDocumentError'
  }
}

type ObjectSchema = z.ZodObject<z.ZodRawShape>

export type CollectionDeclaration<Schema extends ObjectSchema> = {
  name: string
  schema: Schema
  // the fields holding the uid of someone who may act on a record (the first is its owner); none
  // for a collection whose records belong to no one person
  parties: ReadonlyArray<keyof z.infer<Schema> & string>
  account: AccountCoverage
}

export type Collection<Schema extends ObjectSchema = ObjectSchema> = CollectionDeclaration<Schema> & {
  // parses every document read through a reference it is given to (a subcollection's module
  // gives it to `parent.doc(id).collection(name)`)
  converter: FirestoreDataConverter<z.infer<Schema>>
  ref(): CollectionReference<z.infer<Schema>>
  doc(id: string): DocumentReference<z.infer<Schema>>
  // a snapshot read without the converter (a projection, another client's listener)
  parse(snapshot: { id: string; data(): DocumentData | undefined }): z.infer<Schema>
  // a projection of some fields, parsed against those fields of the schema
  select<Field extends keyof z.infer<Schema> & string>(
    query: Query,
    fields: readonly Field[],
  ): Promise<Array<Pick<z.infer<Schema>, Field> & { id: string }>>
}

// which fields failed, never their values: a document can hold a person's words and addresses
const failedFields = (error: z.ZodError) => [
  ...new Set(error.issues.map((issue) => issue.path.join('.') || '(document)')),
]

function parseAgainst<Schema extends z.ZodTypeAny>(
  collection: string,
  schema: Schema,
  id: string,
  data: DocumentData | undefined,
): z.infer<Schema> {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const error = new MalformedDocumentError(collection, id, failedFields(parsed.error))
  logger.error({ collection, id, fields: error.fields }, 'malformed document')
  throw error
}

export function defineCollection<Schema extends ObjectSchema>(
  declaration: CollectionDeclaration<Schema>,
): Collection<Schema> {
  type Model = z.infer<Schema>
  const { name } = declaration
  // unknown fields are kept, so a read-modify-write never drops what this schema does not name
  const schema = declaration.schema.passthrough()
  const parse = (snapshot: { id: string; data(): DocumentData | undefined }): Model =>
    parseAgainst(name, schema, snapshot.id, snapshot.data())
  const converter: FirestoreDataConverter<Model> = {
    toFirestore: (model) => model as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parse(snapshot),
  }
  const ref = () => db().collection(name).withConverter(converter)
  return {
    ...declaration,
    converter,
    ref,
    doc: (id) => ref().doc(id),
    parse,
    async select(query, fields) {
      const picked = declaration.schema.pick(
        Object.fromEntries(fields.map((field) => [field, true])),
      )
      const snapshot = await query.select(...fields).get()
      return snapshot.docs.map((doc: DocumentSnapshot) => ({
        ...(parseAgainst(name, picked, doc.id, doc.data()) as Pick<Model, (typeof fields)[number]>),
        id: doc.id,
      }))
    },
  }
}
