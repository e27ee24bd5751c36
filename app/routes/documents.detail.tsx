import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import {
  documentActionLabels,
  documentKindIds,
  documentKinds,
  documentTypes,
  formatBytes,
} from '~/features/documents/document'
import {
  changeDocument,
  eventsOf,
  readableDocument,
  shareCandidates,
  sharedNames,
} from '~/features/documents/documents.server'
import { documentMessages } from '~/features/documents/messages'
import { dateText } from '~/features/providers/provider'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { clockParts } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: { title: 'Document not found', links: [{ to: '/documents', label: 'Your documents' }] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle(page?.document.name ?? 'Document', { failed: Boolean(actionData?.message) })

// the owner sees everything and can change it; someone it is shared with sees it and downloads it
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const {
    text: _text,
    sha256: _sha,
    ...document
  } = await readableDocument(user.uid, params.documentId ?? '')
  if (!document.mine) return { document, owner: null }
  const [events, candidates, readers] = await Promise.all([
    eventsOf(document),
    shareCandidates(user.uid),
    sharedNames(document),
  ])
  return {
    document,
    owner: {
      events,
      candidates: candidates.filter((candidate) => !document.sharedWith.includes(candidate.uid)),
      readers,
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const outcome = await changeDocument(user.uid, params.documentId ?? '', form)
  if (!outcome.ok)
    return answerFailedForm({ message: outcome.message, field: outcome.field ?? null }, outcome)
  return redirectWithSuccess(
    form.get('intent') === 'delete' ? '/documents' : `/documents/${params.documentId}`,
    { title: outcome.toast },
  )
}

const when = (at: number) => {
  const moment = clockParts(at)
  return `${moment.shortMonth} ${moment.day}, ${moment.year}, ${moment.time} UTC`
}

export default function DocumentPage() {
  const { document, owner } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()
  const errorFor = (field: string) =>
    refusal?.field === field ? (
      <p className="field__error" id={`${field}-error`} role="alert">
        {refusal.message}
      </p>
    ) : null
  return (
    <div className="stack">
      <h1>{document.name}</h1>
      <dl className="facts">
        <dt>Kind</dt>
        <dd>{documentKinds[document.kind]}</dd>
        <dt>File</dt>
        <dd>
          {documentTypes[document.contentType]}, {formatBytes(document.size)}
        </dd>
        <dt>Added</dt>
        <dd>{dateText(document.createdAt)}</dd>
        {document.listingId ? (
          <>
            <dt>Home</dt>
            <dd>
              <Link to={`/property/${document.listingId}`}>{document.listingId}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      {document.contentType === 'application/pdf' && !document.hasText ? (
        <p className="notice">{documentMessages.scanNote}</p>
      ) : null}
      <p className="button-row">
        <a className="button button--primary" href={`/documents/${document.id}/file`} download>
          Download
        </a>
        {document.hasText && owner ? (
          <Link
            className="button button--secondary"
            to={`/contract-terms?${new URLSearchParams({ document: document.id })}`}
          >
            Review as a contract
          </Link>
        ) : null}
      </p>
      {refusal && !refusal.field ? (
        <p role="alert" className="field__error">
          {refusal.message}
        </p>
      ) : null}
      {owner ? (
        <>
          <section aria-labelledby="rename-title" className="stack">
            <h2 id="rename-title">Name and kind</h2>
            <Form method="post" className="stack">
              <input type="hidden" name="intent" value="rename" />
              <div className={refusal?.field === 'name' ? 'field field--error' : 'field'}>
                <label htmlFor="document-name">Name</label>
                {errorFor('name')}
                <input
                  id="document-name"
                  name="name"
                  defaultValue={document.name}
                  maxLength={120}
                  aria-invalid={refusal?.field === 'name' || undefined}
                  aria-describedby={refusal?.field === 'name' ? 'name-error' : undefined}
                />
              </div>
              <StatusButton
                className="button button--secondary"
                label="Rename"
                pendingLabel="Renaming..."
              />
            </Form>
            <Form method="post" className="stack">
              <input type="hidden" name="intent" value="kind" />
              <div className="field">
                <label htmlFor="document-kind">Kind</label>
                <p className="field__hint" id="document-kind-hint">
                  Suggested from the document’s words; change it if it is wrong.
                </p>
                <select
                  id="document-kind"
                  name="kind"
                  defaultValue={document.kind}
                  aria-describedby="document-kind-hint"
                >
                  {documentKindIds.map((kind) => (
                    <option key={kind} value={kind}>
                      {documentKinds[kind]}
                    </option>
                  ))}
                </select>
              </div>
              <StatusButton
                className="button button--secondary"
                label="Save the kind"
                pendingLabel="Saving..."
              />
            </Form>
          </section>
          <section aria-labelledby="share-title" className="stack">
            <h2 id="share-title">Shared with</h2>
            {owner.readers.length === 0 ? (
              <p>Nobody: only you can open it.</p>
            ) : (
              <ul className="stack">
                {owner.readers.map((reader) => (
                  <li key={reader.uid}>
                    <Form method="post" className="button-row">
                      <input type="hidden" name="intent" value="unshare" />
                      <input type="hidden" name="person" value={reader.uid} />
                      <span>{reader.name}</span>
                      <StatusButton
                        className="button button--secondary"
                        label={
                          <>
                            Stop sharing<span className="visually-hidden"> with {reader.name}</span>
                          </>
                        }
                        pendingLabel="Stopping..."
                      />
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            {owner.candidates.length === 0 ? (
              <p>
                You can share a document with the other party of an accepted offer, or with a
                provider you hired; there is nobody else yet.
              </p>
            ) : (
              <Form method="post" className="stack">
                <input type="hidden" name="intent" value="share" />
                <div className={refusal?.field === 'person' ? 'field field--error' : 'field'}>
                  <label htmlFor="share-person">Share with</label>
                  {errorFor('person')}
                  <select id="share-person" name="person" defaultValue="">
                    <option value="">Choose someone</option>
                    {owner.candidates.map((candidate) => (
                      <option key={candidate.uid} value={candidate.uid}>
                        {candidate.label}
                      </option>
                    ))}
                  </select>
                </div>
                <StatusButton
                  className="button button--secondary"
                  label="Share"
                  pendingLabel="Sharing..."
                />
              </Form>
            )}
          </section>
          <section aria-labelledby="activity-title" className="stack">
            <h2 id="activity-title">Activity</h2>
            <table>
              <caption>Every access and change, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                </tr>
              </thead>
              <tbody>
                {owner.events.map((event) => (
                  <tr key={event.id}>
                    <td>{when(event.at)}</td>
                    <td>{event.actorName}</td>
                    <td>
                      {documentActionLabels[event.action]}
                      {event.detail ? `: ${event.detail}` : ''}
                      {event.count && event.count > 1
                        ? `,${documentMessages.readsFolded(event.count, when(event.lastAt ?? event.at))}`
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="delete-title" className="stack">
            <h2 id="delete-title">Delete</h2>
            <Form method="post" className="stack">
              <input type="hidden" name="intent" value="delete" />
              <div className={refusal?.field === 'confirm' ? 'field field--error' : 'field'}>
                {errorFor('confirm')}
                <div className="choice">
                  <input
                    id="delete-confirm"
                    type="checkbox"
                    name="confirm"
                    aria-invalid={refusal?.field === 'confirm' || undefined}
                    aria-describedby={refusal?.field === 'confirm' ? 'confirm-error' : undefined}
                  />
                  <label htmlFor="delete-confirm">
                    Yes, delete this document and its file for good
                  </label>
                </div>
              </div>
              <StatusButton
                className="button button--danger"
                label="Delete document"
                pendingLabel="Deleting..."
              />
            </Form>
          </section>
        </>
      ) : (
        <p>Shared with you. Only its owner can change or share it.</p>
      )}
      <p>
        <Link to="/documents">All your documents</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
