import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import {
  accountDataOf,
  exportFilename,
  spendExportBudget,
} from '~/features/accounts/account-data.server'
import { requireUser } from '~/features/accounts/session.server'
import { settingsMessages } from '~/features/accounts/settings-messages'
import { redirectWithError } from '~/features/shell/toast.server'
import { retryAfterHeaders } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'

// "Download my data" (/settings): a POST of the signed-in person's own form, answered with a JSON
// file of everything stored about the session's uid; always an attachment, never cached (and
// nosniff, as every answer of the server is)
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const verdict = await spendExportBudget(user.uid)
  if (!verdict.allowed) {
    const wait = formatWait(verdict.retryAfterSeconds)
    return redirectWithError(
      '/settings#data-title',
      { ...settingsMessages.data.tooManyToast, description: settingsMessages.data.tooMany(wait) },
      { headers: retryAfterHeaders(verdict.retryAfterSeconds) },
    )
  }
  const body = JSON.stringify(await accountDataOf(user.uid, Date.now(), request.signal), null, 2)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename()}"`,
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'private, no-store',
    },
  })
}

// the download is a form on the settings page; an address typed in lands there
export function loader() {
  return redirect('/settings#data-title')
}
