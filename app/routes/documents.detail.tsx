import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
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
  linkedHome,
  readableDocument,
  shareCandidates,
  sharedNames,
} from '~/features/documents/documents.server'
import { documentMessages } from '~/features/documents/messages'
import { DocumentChangeSchema } from '~/features/documents/schemas'
import { dateText } from '~/features/providers/provider'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { clockParts } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { Checkbox } from '~/ui/form/checkbox'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'

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
    : pageTitle(page?.document.name ?? 'Document', { failed: isFailedReply(actionData?.result) })

// the owner sees everything and can change it; someone it is shared with sees it and downloads it
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const {
    text: _text,
    sha256: _sha,
    ...document
  } = await readableDocument(user.uid, params.documentId ?? '')
  const home = await linkedHome(user.uid, document.listingId)
  if (!document.mine) return { document, home, owner: null }
  const [events, candidates, readers] = await Promise.all([
    eventsOf(document),
    shareCandidates(user.uid),
    sharedNames(document),
  ])
  return {
    document,
    home,
    owner: {
      events,
      candidates: candidates.filter((candidate) => !document.sharedWith.includes(candidate.uid)),
      readers,
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const documentId = params.documentId ?? ''
  const form = await request.formData()
  const outcome = await changeDocument(user.uid, documentId, form)
  const submission = parseWithZod(form, { schema: DocumentChangeSchema })
  const sent = submission.payload
  const intent = typeof sent.intent === 'string' ? sent.intent : ''
  if (outcome.ok)
    return redirectWithSuccess(intent === 'delete' ? '/documents' : `/documents/${documentId}`, {
      title: outcome.toast,
    })
  // the schema's own errors when it refused the form; otherwise what the server found, on its field
  const result =
    submission.status !== 'success' && outcome.status === 400
      ? submission.reply()
      : submission.reply(
          outcome.field
            ? { fieldErrors: { [outcome.field]: [outcome.message] } }
            : { formErrors: [outcome.message] },
        )
  const person = typeof sent.person === 'string' ? sent.person : null
  return answerFailedForm({ intent, person, result }, outcome)
}

const when = (at: number) => {
  const moment = clockParts(at)
  return `${moment.shortMonth} ${moment.day}, ${moment.year}, ${moment.time} UTC`
}

export default function DocumentPage() {
  const { document, home, owner } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  // the answer goes back to the form it came from: by its intent (and, to stop sharing, its person)
  const replyTo = (intent: string, person?: string) =>
    answer && answer.intent === intent && (person === undefined || answer.person === person)
      ? answer.result
      : undefined
  const formErrors = answer?.result.error?.['']
  // what belongs to no form on the page: a limit, or an action the page does not have
  const pageMessage =
    formErrors?.[0] ??
    (answer && !documentIntents.includes(answer.intent)
      ? answer.result.error?.intent?.[0]
      : undefined)
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
        <dt>Home</dt>
        <dd>
          {home ? (
            <Link to={`/property/${home.id}`}>{home.address}</Link>
          ) : (
            documentMessages.notLinked
          )}
        </dd>
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
      {pageMessage ? (
        <p role="alert" className="field__error">
          {pageMessage}
        </p>
      ) : null}
      {owner ? (
        <>
          <section aria-labelledby="rename-title" className="stack">
            <h2 id="rename-title">Name and kind</h2>
            <RenameForm name={document.name} reply={replyTo('rename')} />
            <KindForm kind={document.kind} reply={replyTo('kind')} />
          </section>
          <section aria-labelledby="share-title" className="stack">
            <h2 id="share-title">Shared with</h2>
            {owner.readers.length === 0 ? (
              <p>Nobody: only you can open it.</p>
            ) : (
              <ul className="stack">
                {owner.readers.map((reader) => (
                  <li key={reader.uid}>
                    <UnshareForm reader={reader} reply={replyTo('unshare', reader.uid)} />
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
              <ShareForm candidates={owner.candidates} reply={replyTo('share')} />
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
            <DeleteForm reply={replyTo('delete')} />
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

const documentIntents: readonly string[] = ['rename', 'kind', 'share', 'unshare', 'delete']
const kindOptions = documentKindIds.map((kind) => [kind, documentKinds[kind]] as const)

function RenameForm({ name, reply }: { name: string; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'document-rename',
    schema: DocumentChangeSchema,
    reply,
    defaultValue: { intent: 'rename', name },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <input type="hidden" name="intent" value="rename" />
      <TextField field={fields.name} label="Name" maxLength={120} />
      <StatusButton
        className="button button--secondary"
        label="Rename"
        pendingLabel="Renaming..."
      />
    </Form>
  )
}

function KindForm({ kind, reply }: { kind: string; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'document-kind',
    schema: DocumentChangeSchema,
    reply,
    defaultValue: { intent: 'kind', kind },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <input type="hidden" name="intent" value="kind" />
      <Select
        field={fields.kind}
        label="Kind"
        hint="Suggested from the document’s words; change it if it is wrong."
        options={kindOptions}
      />
      <StatusButton
        className="button button--secondary"
        label="Save the kind"
        pendingLabel="Saving..."
      />
    </Form>
  )
}

function UnshareForm({
  reader,
  reply,
}: {
  reader: { uid: string; name: string }
  reply?: FormReply
}) {
  const [form, fields] = useSchemaForm({
    id: `document-unshare-${reader.uid}`,
    schema: DocumentChangeSchema,
    reply,
    defaultValue: { intent: 'unshare', person: reader.uid },
  })
  const error = fields.person.errors?.[0]
  return (
    <Form method="post" {...getFormProps(form)} className="button-row">
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
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </Form>
  )
}

function ShareForm({
  candidates,
  reply,
}: {
  candidates: Array<{ uid: string; label: string }>
  reply?: FormReply
}) {
  const [form, fields] = useSchemaForm({
    id: 'document-share',
    schema: DocumentChangeSchema,
    reply,
    defaultValue: { intent: 'share' },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <input type="hidden" name="intent" value="share" />
      <Select
        field={fields.person}
        label="Share with"
        placeholder="Choose someone"
        options={candidates.map((candidate) => [candidate.uid, candidate.label] as const)}
      />
      <StatusButton className="button button--secondary" label="Share" pendingLabel="Sharing..." />
    </Form>
  )
}

function DeleteForm({ reply }: { reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'document-delete',
    schema: DocumentChangeSchema,
    reply,
    defaultValue: { intent: 'delete' },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <input type="hidden" name="intent" value="delete" />
      <Checkbox field={fields.confirm} label="Yes, delete this document and its file for good" />
      <StatusButton
        className="button button--danger"
        label="Delete document"
        pendingLabel="Deleting..."
      />
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
