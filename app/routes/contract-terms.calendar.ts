import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import {
  acceptanceDateOf,
  reviewMessages,
  storedCalendar,
  textCalendar,
} from '~/features/documents/contract-review.server'
import { ContractCalendarSchema } from '~/features/documents/schemas'
import { expectedError } from '~/platform/http/expected-error'

const asFile = (ics: string) =>
  new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="contract-deadlines.ics"',
      'Cache-Control': 'private, no-store',
    },
  })

// a stored contract's deadlines, for its owner
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const params = new URL(request.url).searchParams
  return asFile(
    await storedCalendar(
      user.uid,
      params.get('document') ?? '',
      acceptanceDateOf(params.get('accepted')),
    ),
  )
}

// a pasted or uploaded contract's deadlines: its text comes back with the form, as nothing was kept
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ContractCalendarSchema })
  // a file is the only answer this address has: a post without the text is the error page
  if (submission.status !== 'success') throw expectedError(400, reviewMessages.nothingGiven)
  const { text, acceptanceDate } = submission.value
  return asFile(await textCalendar(text, acceptanceDateOf(acceptanceDate)))
}
