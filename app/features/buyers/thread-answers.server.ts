import { parseWithZod } from '@conform-to/zod'
import { changeOffer } from '~/features/sellers/offer-records.server'
import type { OfferAction } from '~/features/sellers/offer-steps'
import { ThreadMessageSchema } from '~/features/sellers/schemas'
import { sellerMessages } from '~/features/sellers/messages'
import { addToThread } from '~/features/sellers/threads.server'
import { offerToasts, type FormOutcome } from '~/features/sellers/workspace.server'
import { submissionIdOf } from '~/platform/submission-id.server'
import { budgetRefusalMessage, spendBuyerBudget } from './buyer-limits.server'

// the buyer's side of threads and offers, on the buyer dashboard
const buyerOfferActions: Record<string, OfferAction> = {
  'accept-counter': 'accept-counter',
  'decline-counter': 'decline-counter',
  withdraw: 'withdraw',
}

export async function buyerAnswerAction(
  uid: string,
  form: FormData,
  now = Date.now(),
): Promise<FormOutcome | null> {
  const intent = String(form.get('intent') ?? '')
  if (intent === 'reply') {
    const submission = parseWithZod(form, { schema: ThreadMessageSchema })
    const recordId = String(form.get('threadId') ?? '')
    if (submission.status !== 'success')
      return { ok: false, intent, recordId, result: submission.reply(), status: 400 }
    const verdict = await spendBuyerBudget('ask', uid)
    if (!verdict.allowed)
      return {
        ok: false,
        intent,
        recordId,
        result: submission.reply({ formErrors: [budgetRefusalMessage('ask', verdict)] }),
        status: 429,
        retryAfterSeconds: verdict.retryAfterSeconds,
      }
    await addToThread(
      'buyer',
      uid,
      submission.value.threadId,
      submission.value.message,
      now,
      submissionIdOf(form),
    )
    return {
      ok: true,
      redirectTo: `/buyer-dashboard#thread-${submission.value.threadId}`,
      toast: sellerMessages.replied,
    }
  }
  const action = Object.hasOwn(buyerOfferActions, intent) ? buyerOfferActions[intent]! : null
  if (!action) return null
  await changeOffer('buyer', uid, String(form.get('offerId') ?? ''), action, undefined, now)
  return { ok: true, redirectTo: '/buyer-dashboard#offers-title', toast: offerToasts[action] }
}
