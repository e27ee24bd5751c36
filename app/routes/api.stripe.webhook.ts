import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveStripeEvent } from '~/features/payments/orders.server'
import { expectedError } from '~/platform/http/expected-error'

const onlyPost = { headers: { Allow: 'POST' } }

export async function loader() {
  throw expectedError(405, 'Stripe posts its events here.', onlyPost)
}

// Stripe's events, checked against their signature on the exact bytes received
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') throw expectedError(405, 'Stripe posts its events here.', onlyPost)
  const outcome = await receiveStripeEvent(
    await request.text(),
    request.headers.get('stripe-signature'),
  )
  return new Response(outcome.body, {
    status: outcome.status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
