import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { getSessionUser } from '~/features/accounts/session.server'
import { ContractResults } from '~/features/documents/contract-results'
import { contractUploadMaxBytes } from '~/features/documents/contract-upload'
import {
  acceptanceDateOf,
  readPostedContract,
  reviewOf,
  reviewStoredDocument,
} from '~/features/documents/contract-review.server'
import { documentsOf } from '~/features/documents/documents.server'
import { ContractReviewSchema } from '~/features/documents/schemas'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { isFailedReply } from '~/ui/form/field-state'
import { ErrorSummary } from '~/ui/form/error-summary'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { formatWait } from '~/ui/format-wait'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {
  404: { title: 'Document not found', links: [{ to: '/documents', label: 'Your documents' }] },
  400: {
    title: 'This document cannot be reviewed',
    links: [{ to: '/documents', label: 'Your documents' }],
  },
}
const reviewBudget = createRateLimit({
  name: 'contract-terms-reviews',
  points: 60,
  seconds: 60 * 60,
})

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Contract review', {
        failed: isFailedReply(actionData && 'result' in actionData ? actionData.result : null),
      })

// a pasted or uploaded contract comes as an ordinary multipart post; nothing of it is stored
export const handle = { uploads: { maxBytes: contractUploadMaxBytes } }

// ?document={id}&accepted={date}: one of the signed-in owner's documents, reviewed
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  const params = new URL(request.url).searchParams
  const acceptanceDate = acceptanceDateOf(params.get('accepted'))
  const contracts = user
    ? (await documentsOf(user.uid))
        .filter((document) => document.hasText)
        .map((document) => ({ id: document.id, name: document.name, kind: document.kind }))
    : null
  const documentId = params.get('document')
  const stored =
    user && documentId ? await reviewStoredDocument(user.uid, documentId, acceptanceDate) : null
  if (documentId && !user)
    return { contracts, acceptanceDate, stored: null, signInFor: `/contract-terms?${params}` }
  return {
    contracts,
    acceptanceDate,
    stored: stored ? { ...stored, analysis: undefined } : null,
    signInFor: null,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const verdict = await reviewBudget.consume(`contract:${context.clientIp}`)
  if (!verdict.allowed)
    return refuse(
      `You have reviewed many contracts in the last hour. Try again in ${formatWait(verdict.retryAfterSeconds)}.`,
      { status: 429, retryAfterSeconds: verdict.retryAfterSeconds },
    )
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? ''))
    return refuse('Paste the contract’s text or choose its file.', { status: 400 })
  const posted = await readPostedContract(request)
  if (!posted.ok) return refuse(posted.message, posted)
  const { analysis: _analysis, ...review } = await reviewOf(
    posted.text,
    posted.acceptanceDate,
    posted.name,
  )
  return { review, text: posted.text }
}

// a refused contract: the message, on the form. Its body streamed into the reader and is not
// kept, so the reply sends none of it back
function refuse(message: string, refusal: { status: number; retryAfterSeconds?: number }) {
  const result = parseWithZod(new FormData(), { schema: ContractReviewSchema }).reply({
    formErrors: [message],
  })
  return answerFailedForm({ result }, refusal)
}

export default function ContractTerms() {
  const { contracts, acceptanceDate, stored, signInFor } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const reply = answer && 'result' in answer ? answer.result : undefined
  const [form] = useSchemaForm({ id: 'contract-review', schema: ContractReviewSchema, reply })
  const error = reply?.error?.['']?.join(' ')
  const posted = answer && 'review' in answer ? answer : null
  return (
    <div className="stack">
      <h1>Contract review</h1>
      <p className="lead">
        Paste a purchase contract or upload it as a PDF, and see its price, money, dates,
        contingencies and risks, each with the sentence it came from.
      </p>
      <p className="notice" role="note">
        This is not legal advice. Threshold reads the contract’s words with fixed rules and can miss
        or misread a term; a real-estate attorney in your state can tell you what it means for you.
      </p>
      {signInFor ? (
        <p role="status">
          <Link to={`/auth/login?${new URLSearchParams({ redirectTo: signInFor })}`}>Sign in</Link>{' '}
          to review a contract from your documents.
        </p>
      ) : null}
      {contracts && contracts.length > 0 ? (
        <Form method="get" className="stack" aria-labelledby="pick-title">
          <h2 id="pick-title">One of your documents</h2>
          <div className="field">
            <label htmlFor="pick-document">Document</label>
            <select id="pick-document" name="document" defaultValue={stored?.documentId ?? ''}>
              {contracts.map((contract) => (
                <option key={contract.id} value={contract.id}>
                  {contract.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pick-accepted">Date the contract was accepted</label>
            <input id="pick-accepted" name="accepted" type="date" defaultValue={acceptanceDate} />
          </div>
          <StatusButton
            className="button button--secondary"
            label="Review this document"
            pendingLabel="Reviewing..."
          />
        </Form>
      ) : null}
      <ErrorSummary formId={form.id} reply={reply} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="stack"
        aria-labelledby="paste-title"
      >
        <h2 id="paste-title">
          {contracts ? 'Or paste or upload a contract' : 'Paste or upload a contract'}
        </h2>
        {error ? (
          <p className="field__error" id="contract-error">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="contract-text">Contract text</label>
          <textarea
            id="contract-text"
            name="text"
            rows={8}
            aria-describedby={error ? 'contract-error' : undefined}
            aria-invalid={error ? true : undefined}
            defaultValue={posted && posted.review.title === 'Pasted contract' ? posted.text : ''}
          />
        </div>
        <div className="field">
          <label htmlFor="contract-file">Or its file</label>
          <p className="field__hint" id="contract-file-hint">
            A PDF with text, or a plain text file, up to 25 MB. It is read, not kept: to keep it,
            add it to <Link to="/documents">your documents</Link>.
          </p>
          <input
            id="contract-file"
            name="file"
            type="file"
            accept="application/pdf,text/plain"
            aria-describedby="contract-file-hint"
          />
        </div>
        <div className="field">
          <label htmlFor="contract-accepted">Date the contract was accepted</label>
          <p className="field__hint" id="contract-accepted-hint">
            Deadlines counted in days start from this date.
          </p>
          <input
            id="contract-accepted"
            name="acceptanceDate"
            type="date"
            defaultValue={posted?.review.acceptanceDate ?? acceptanceDate}
            aria-describedby="contract-accepted-hint"
          />
        </div>
        <StatusButton label="Review the contract" pendingLabel="Reviewing..." />
      </Form>
      {posted ? (
        <ContractResults
          review={posted.review}
          calendar={{ text: posted.text }}
          differences={null}
        />
      ) : null}
      {!posted && stored ? (
        <ContractResults
          review={stored}
          calendar={{
            href: `/contract-terms/calendar.ics?${new URLSearchParams({ document: stored.documentId, accepted: stored.acceptanceDate })}`,
          }}
          differences={stored.differences}
        />
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
