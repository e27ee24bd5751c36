import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import { noCollectionName, noDataCast } from './firestore-through-collections.mjs'

// the two rules of ADR 067, on the code they refuse and the code they let through
// each case a vitest test (RuleTester takes the runner's hooks; eslint's types do not list them)
Object.assign(RuleTester, { afterAll, describe, it })
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })

tester.run('firestore/no-data-cast', noDataCast, {
  valid: [
    'const listing = (await listings.doc(id).get()).data()',
    'const record = snapshot.data() ?? null',
    'const count = (await query.count().get()).data().count',
    'const x = value as string',
    'const y = snapshot.data("field") as string',
  ],
  invalid: [
    { code: 'const a = snapshot.data() as Listing', errors: [{ messageId: 'cast' }] },
    { code: 'const b = doc.data()! as Listing', errors: [{ messageId: 'cast' }] },
    { code: 'const c = doc?.data() as Listing | undefined', errors: [{ messageId: 'cast' }] },
    { code: 'const d = (await ref.get()).data() as Offer', errors: [{ messageId: 'cast' }] },
  ],
})

tester.run('collections/no-collection-name', noCollectionName, {
  valid: [
    'listings.ref().where("sellerId", "==", uid)',
    'offers.doc(id)',
    'db().collection(name)',
    'providers.doc(id).collection(reviews.name)',
    "users.doc('demo-buyer')",
  ],
  invalid: [
    { code: "db().collection('listings')", errors: [{ messageId: 'named' }] },
    { code: 'db().collection(`providers/${id}/reviews`)', errors: [{ messageId: 'named' }] },
    { code: "db().collectionGroup('reviews')", errors: [{ messageId: 'named' }] },
    { code: "ref.doc(id).collection('reviews')", errors: [{ messageId: 'named' }] },
    { code: 'db().doc(`users/${uid}`)', errors: [{ messageId: 'named' }] },
    { code: "db().doc('sessions/abc')", errors: [{ messageId: 'named' }] },
  ],
})
