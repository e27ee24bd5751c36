import type { ActionFunctionArgs } from '@remix-run/node'
import { analyticsMessages } from '~/features/analytics/messages'
import { receivePageView } from '~/features/analytics/page-view-report.server'
import { expectedError } from '~/platform/http/expected-error'
import { retryAfterHeaders } from '~/platform/rate-limit.server'

const onlyPost = { headers: { Allow: 'POST' } }

export async function loader() {
  throw expectedError(405, analyticsMessages.usePost, onlyPost)
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') throw expectedError(405, analyticsMessages.usePost, onlyPost)
  const outcome = await receivePageView(request, context.clientIp)
  if (!outcome.ok)
    return expectedError(outcome.status, outcome.message, {
      headers: outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined,
    })
  return new Response(null, { status: 204 })
}
