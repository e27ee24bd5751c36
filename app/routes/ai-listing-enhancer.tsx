import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { getSessionUser } from '~/features/accounts/session.server'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { checkedText, enhance } from '~/features/listing-ai/description-enhancer.server'
import { lengthLabels, toneLabels } from '~/features/listing-ai/description-writer'
import { FairHousingFindings } from '~/features/listing-ai/fair-housing-findings'
import { factsOf } from '~/features/listing-ai/listing-facts'
import {
  CheckSchema,
  RewriteSchema,
  SaveDescriptionSchema,
  WriteSchema,
} from '~/features/listing-ai/schemas'
import { formatAddress } from '~/features/listings/listing'
import { ownEditableListing } from '~/features/sellers/listing-edit.server'
import { sellerListings } from '~/features/sellers/workspace.server'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { RadioGroup } from '~/ui/form/choice-group'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: {
    title: 'Listing not found',
    links: [{ to: '/AIListingEnhancer', label: 'Check any text instead' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('AI listing enhancer', { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

// `?listing=` names one of the signed-in seller's listings; without it the page checks any text
async function listingOf(request: Request) {
  const listingId = new URL(request.url).searchParams.get('listing')
  if (!listingId) return { user: await getSessionUser(request), listing: null }
  const user = await requireSeller(request)
  return { user, listing: await ownEditableListing(user.uid, listingId) }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, listing } = await listingOf(request)
  const choices =
    !listing && user?.role === 'seller'
      ? (await sellerListings(user.uid)).filter(
          (own) => own.status === 'active' || own.status === 'pending',
        )
      : []
  const current = listing ? await checkedText(listing.description, factsOf(listing), 'you') : null
  return {
    listing:
      listing && current
        ? {
            id: listing.id,
            address: formatAddress(listing.address),
            description: listing.description,
            current: withoutSpans(current),
          }
        : null,
    choices: choices.map((own) => ({ id: own.id, address: formatAddress(own.address) })),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, listing } = await listingOf(request)
  const outcome = await enhance(
    await request.formData(),
    { uid: user?.uid ?? null, clientIp: context.clientIp },
    listing,
  )
  if (outcome.ok && outcome.intent === 'save')
    return redirectWithSuccess(outcome.redirectTo, outcome.toast)
  if (!outcome.ok) {
    return answerFailedForm(
      { intent: outcome.intent, result: outcome.result, proposal: null, variant: 0 },
      outcome,
    )
  }
  return {
    intent: outcome.intent,
    result: outcome.result,
    proposal: 'proposal' in outcome ? withoutSpans(outcome.proposal) : null,
    variant: 'variant' in outcome ? outcome.variant : 0,
  }
}

function withoutSpans<
  T extends {
    findings: Array<{ start: number; end: number }>
    contradictions: Array<{ start: number; end: number }>
  },
>(checked: T) {
  return {
    ...checked,
    findings: checked.findings.map(({ start: _start, end: _end, ...finding }) => finding),
    contradictions: checked.contradictions.map(
      ({ start: _start, end: _end, ...contradiction }) => contradiction,
    ),
  }
}

const toneOptions = Object.entries(toneLabels) as Array<[string, string]>
const lengthOptions = Object.entries(lengthLabels) as Array<[string, string]>

export default function AIListingEnhancer() {
  const { listing, choices } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const replyTo = (intent: string) => (answer?.intent === intent ? answer.result : undefined)
  const proposal = answer?.proposal ?? null
  return (
    <div className="stack enhancer">
      <h1>AI listing enhancer</h1>
      {listing ? (
        <>
          <p className="lead">
            A description for <Link to={`/property/${listing.id}`}>{listing.address}</Link>, written
            from its facts. Everything it says is checked against the listing’s facts and for
            fair-housing wording before you see it.
          </p>
          <section className="stack" aria-labelledby="current-title">
            <h2 id="current-title">The description now</h2>
            <blockquote className="prose">{listing.description}</blockquote>
            <p>
              {listing.current.words} words · reading ease {listing.current.readingEase}
            </p>
            <FairHousingFindings
              findings={listing.current.findings}
              clean="No fair-housing wording flagged."
            />
            <Contradictions items={listing.current.contradictions} />
          </section>
          {proposal && answer?.intent !== 'check' ? (
            <Proposal key={proposal.text} proposal={proposal} reply={replyTo('save')} />
          ) : null}
          {answer?.intent === 'save' ? <SaveForm text="" reply={replyTo('save')} /> : null}
          <WriteForm
            reply={replyTo('write')}
            variant={answer?.intent === 'write' ? answer.variant : 0}
          />
          <RewriteForm
            reply={replyTo('rewrite')}
            variant={answer?.intent === 'rewrite' ? answer.variant : 0}
            pasted={listing.description}
          />
        </>
      ) : (
        <>
          <p className="lead">
            Check a listing description for fair-housing wording. Sellers can also have a
            description written from their listing’s facts.
          </p>
          {choices.length > 0 ? (
            <section aria-labelledby="choose-title" className="stack">
              <h2 id="choose-title">Write for one of your listings</h2>
              <ul className="link-list">
                {choices.map((choice) => (
                  <li key={choice.id}>
                    <Link to={`/AIListingEnhancer?listing=${choice.id}`}>{choice.address}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p>
              Selling a home? <Link to="/seller-flow">List it</Link> and the writer can describe it
              from its facts.
            </p>
          )}
        </>
      )}
      <CheckForm reply={replyTo('check')} />
      {answer?.intent === 'check' && proposal ? (
        <section aria-labelledby="check-result-title" className="stack">
          <h2 id="check-result-title">What the check found</h2>
          <FairHousingFindings
            findings={proposal.findings}
            clean="Nothing flagged: the text describes the home, not who should live in it."
          />
          <Contradictions items={proposal.contradictions} />
        </section>
      ) : null}
    </div>
  )
}

type Reply = FormReply

function Proposal({
  proposal,
  reply,
}: {
  proposal: NonNullable<ReturnType<typeof useActionData<typeof action>>>['proposal'] & object
  reply: Reply | undefined
}) {
  const clean = proposal.findings.length === 0 && proposal.contradictions.length === 0
  return (
    <section aria-labelledby="proposal-title" className="stack card">
      <h2 id="proposal-title">The new description</h2>
      <p>
        {proposal.writtenBy === 'model'
          ? 'Written by the configured language model and checked.'
          : 'Written by Threshold from the listing’s facts.'}{' '}
        {proposal.words} words · reading ease {proposal.readingEase}.{' '}
        {clean ? 'Nothing in it contradicts the facts, and nothing is flagged.' : ''}
      </p>
      <FairHousingFindings findings={proposal.findings} clean="No fair-housing wording flagged." />
      <Contradictions items={proposal.contradictions} />
      <SaveForm text={proposal.text} reply={reply} />
    </section>
  )
}

function SaveForm({ text, reply }: { text: string; reply: Reply | undefined }) {
  const [form, fields] = useSchemaForm({
    id: 'save-description',
    schema: SaveDescriptionSchema,
    reply,
    defaultValue: { intent: 'save', description: text },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.description, label: 'Description' }]}
      />
      <input type="hidden" name="intent" value="save" />
      <Textarea
        field={fields.description}
        label="Description to save"
        hint="Edit it as you like; it is checked again when you save."
        rows={10}
      />
      <StatusButton label="Use this description" pendingLabel="Saving..." />
    </Form>
  )
}

function WriteForm({ reply, variant }: { reply: Reply | undefined; variant: number }) {
  const [form, fields] = useSchemaForm({
    id: 'write-description',
    schema: WriteSchema,
    reply,
    defaultValue: { intent: 'write', tone: 'warm', length: 'long' },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack" aria-labelledby="write-title">
      <h2 id="write-title">Write from the facts</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.tone, label: 'Tone' },
          { field: fields.length, label: 'Length' },
          { field: fields.notes, label: 'Your notes' },
        ]}
      />
      <input type="hidden" name="intent" value="write" />
      <input type="hidden" name="variant" value={variant} />
      <RadioGroup field={fields.tone} legend="Tone" options={toneOptions} />
      <RadioGroup field={fields.length} legend="Length" options={lengthOptions} />
      <Textarea
        field={fields.notes}
        label="Your notes (optional)"
        hint="What only you know: a new roof, the morning light in the kitchen. Anything the facts contradict is left out."
      />
      <StatusButton
        label={variant > 0 ? 'Write another version' : 'Write a description'}
        pendingLabel="Writing..."
      />
    </Form>
  )
}

function RewriteForm({
  reply,
  variant,
  pasted,
}: {
  reply: Reply | undefined
  variant: number
  pasted: string
}) {
  const [form, fields] = useSchemaForm({
    id: 'rewrite-description',
    schema: RewriteSchema,
    reply,
    defaultValue: { intent: 'rewrite', tone: 'warm', length: 'long', text: pasted },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack" aria-labelledby="rewrite-title">
      <h2 id="rewrite-title">Rewrite a description</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.text, label: 'Description to rewrite' },
          { field: fields.tone, label: 'Tone' },
          { field: fields.length, label: 'Length' },
        ]}
      />
      <input type="hidden" name="intent" value="rewrite" />
      <input type="hidden" name="variant" value={variant} />
      <Textarea
        field={fields.text}
        label="Description to rewrite"
        hint="Its true, specific sentences are kept; flagged wording and claims the facts contradict are dropped."
        rows={6}
      />
      <RadioGroup field={fields.tone} legend="Tone of the rewrite" options={toneOptions} />
      <RadioGroup field={fields.length} legend="Length of the rewrite" options={lengthOptions} />
      <StatusButton label="Rewrite it" pendingLabel="Rewriting..." />
    </Form>
  )
}

function CheckForm({ reply }: { reply: Reply | undefined }) {
  const [form, fields] = useSchemaForm({
    id: 'check-text',
    schema: CheckSchema,
    reply,
    defaultValue: { intent: 'check' },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="stack" aria-labelledby="check-title">
      <h2 id="check-title">Check any text for fair-housing wording</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.text, label: 'Text to check' }]}
      />
      <input type="hidden" name="intent" value="check" />
      <Textarea
        field={fields.text}
        label="Text to check"
        hint="A description, a post or a flyer. Nothing is saved."
        rows={5}
      />
      <StatusButton label="Check the text" pendingLabel="Checking..." />
    </Form>
  )
}

function Contradictions({ items }: { items: Array<{ claim: string; fact: string }> }) {
  if (items.length === 0) return null
  return (
    <div className="notice notice--warning">
      <p>It says what the listing’s facts do not:</p>
      <ul>
        {items.map((item) => (
          <li key={item.claim}>
            “{item.claim}”: {item.fact}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
