import type { Transaction } from 'firebase-admin/firestore'
import { stepClaims, type StepClaim } from '~/core/data/step-claims.server'
import { checkDocument } from '~/platform/document-rules'
import { isAlreadyExists } from '~/platform/submission-id.server'

// stepClaims/{kind}-{id}-{n}: the n-th change of a record, created (never overwritten) as the
// FIRST write of the transaction that makes that change. Firestore's transactions already keep two
// changes from both winning; the embedded default's emulator does not isolate transactions, and
// a create() that finds the claim taken fails the whole commit there too (ADR 029)
export function claimStep(
  transaction: Transaction,
  kind: StepClaim['kind'],
  id: string,
  step: number | string,
  what: string,
) {
  const ref = stepClaims.doc(`${kind}-${id}-${step}`)
  transaction.create(ref, checkDocument({ kind, recordId: id, step, what, at: Date.now() }))
}

// a claim someone else made first: the other change won
export const lostTheRace = (error: unknown) => isAlreadyExists(error)
