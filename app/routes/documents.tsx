import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { documentUploadMaxBytes } from '~/features/documents/document'
import { DocumentTable } from '~/features/documents/document-table'
import { documentHomes, documentsPage, uploadDocument } from '~/features/documents/documents.server'
import { documentMessages } from '~/features/documents/messages'
import { DocumentUploadSchema } from '~/features/documents/schemas'
import { DocumentUploadForm } from '~/features/documents/upload-form'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { isFailedReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle('Your documents', { failed: isFailedReply(actionData?.result) })

// the file comes as an ordinary multipart post
export const handle = { uploads: { maxBytes: documentUploadMaxBytes } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return documentsPage(user.uid)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const submission = parseWithZod(await request.formData(), { schema: DocumentUploadSchema })
    const result = submission.reply({ fieldErrors: { file: [documentMessages.noFile] } })
    return answerFailedForm({ result }, { status: 400 })
  }
  const homes = await documentHomes(user.uid)
  const outcome = await uploadDocument(user.uid, request, new Set(homes.map((home) => home.id)))
  if (!outcome.ok) {
    // the upload streamed into uploadDocument, which kept no fields: its refusal is the file's
    const submission = parseWithZod(new FormData(), { schema: DocumentUploadSchema })
    const result = submission.reply({ fieldErrors: { file: [outcome.message] } })
    return answerFailedForm({ result }, outcome)
  }
  if (outcome.duplicate) throw redirect(`/documents/${outcome.id}`)
  return redirectWithSuccess(`/documents/${outcome.id}`, {
    title: 'Document added',
    description: outcome.note ?? undefined,
  })
}

export default function Documents() {
  const { mine, shared, homes } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <div className="stack">
      <h1>Your documents</h1>
      <p className="lead">
        Keep a sale’s paperwork in one place: disclosures, pre-approval letters, inspection reports,
        the contract and its addenda. Only you can open them, and the people you share one with. A
        purchase contract can be <Link to="/contract-terms">reviewed</Link> for its deadlines and
        risks.
      </p>
      <DocumentUploadForm reply={answer?.result} listings={homes} />
      <section aria-labelledby="mine-title" className="stack">
        <h2 id="mine-title">Yours ({mine.length})</h2>
        {mine.length === 0 ? (
          <p>No documents yet. Add one above.</p>
        ) : (
          <DocumentTable caption="Your documents, newest first" documents={mine} owner />
        )}
      </section>
      <section aria-labelledby="shared-title" className="stack">
        <h2 id="shared-title">Shared with you ({shared.length})</h2>
        {shared.length === 0 ? (
          <p>
            None. The other party of a sale or a provider you hired can share documents with you.
          </p>
        ) : (
          <DocumentTable caption="Documents others shared with you" documents={shared} />
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
