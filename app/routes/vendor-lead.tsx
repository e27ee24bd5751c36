import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { categoryLabels } from '~/features/providers/categories'
import { formatDollars } from '~/features/providers/provider'
import { providerById } from '~/features/providers/providers.server'
import { answerLead, ownLead, quoteOfLead } from '~/features/providers/quotes.server'
import { declineReasons, DeclineSchema, QuoteFormSchema } from '~/features/providers/schemas'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: { title: 'Lead not found', links: [{ to: '/vendor-dashboard', label: 'Your leads' }] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error || !page
    ? errorMeta(error, routeErrors)
    : pageTitle(`Lead: ${categoryLabels[page.lead.category]} in ${page.lead.zip}`, {
        failed: isFailedReply(actionData?.result),
      })
export const headers = headersWithRetryAfter

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const lead = await ownLead(user.uid, params.leadId ?? '')
  const [quote, provider] = await Promise.all([quoteOfLead(lead), providerById(lead.providerId)])
  return { lead, quote, business: provider?.business ?? '' }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const lead = await ownLead(user.uid, params.leadId ?? '')
  const provider = await providerById(lead.providerId)
  const outcome = await answerLead(
    user.uid,
    lead.id,
    provider?.business ?? 'The provider',
    await request.formData(),
  )
  if (outcome.ok) return redirectWithSuccess(`/vendor/lead/${lead.id}`, { title: outcome.toast })
  return answerFailedForm({ result: outcome.result }, outcome)
}

const statusText = {
  new: 'New: waiting for your answer',
  quoted: 'Quoted: waiting for the client',
  declined: 'Declined',
  won: 'Won: the client accepted your quote',
  lost: 'Closed: the client chose another provider',
} as const

export default function VendorLead() {
  const { lead, quote, business } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const intent = (reply?.initialValue as { intent?: string } | undefined)?.intent
  const [quoteForm, quoteFields] = useSchemaForm({
    id: 'quote',
    schema: QuoteFormSchema,
    reply: intent === 'quote' ? reply : undefined,
  })
  const [declineForm, declineFields] = useSchemaForm({
    id: 'decline',
    schema: DeclineSchema,
    reply: intent === 'decline' ? reply : undefined,
  })
  return (
    <div className="dashboard stack">
      <p>
        <Link to="/vendor-dashboard">Back to your leads</Link>
      </p>
      <h1>
        {categoryLabels[lead.category]} in {lead.zip}
      </h1>
      <p className="lead">
        For {business} · {statusText[lead.status]}
      </p>
      <dl className="facts">
        <dt>Needed by</dt>
        <dd>{lead.date ?? 'No date given'}</dd>
        <dt>Budget</dt>
        <dd>{lead.budget ? formatDollars(lead.budget) : 'No budget given'}</dd>
        <dt>What the client needs</dt>
        <dd>{lead.details}</dd>
      </dl>
      {quote ? (
        <section aria-labelledby="quote-title" className="card stack">
          <h2 id="quote-title">Your quote</h2>
          <p>
            {formatDollars(quote.price)}
            {quote.deposit ? ` (${formatDollars(quote.deposit)} deposit to book)` : ''} · from{' '}
            {quote.startDate} · valid until {quote.validUntil}
          </p>
          <p>{quote.includes}</p>
          {quote.status === 'accepted' ? (
            <Link to={`/vendor/offer/accepted?${new URLSearchParams({ quote: quote.id })}`}>
              See the job and the client’s contact details
            </Link>
          ) : null}
        </section>
      ) : null}
      {lead.status === 'declined' ? (
        <p>
          You declined:{' '}
          {declineReasons[lead.declineReason as keyof typeof declineReasons]?.toLowerCase()}.
        </p>
      ) : null}
      {lead.status === 'new' ? (
        <>
          <section aria-labelledby="send-quote-title" className="card stack">
            <h2 id="send-quote-title">Send a quote</h2>
            <ErrorSummary
              formId={quoteForm.id}
              reply={intent === 'quote' ? reply : undefined}
              fields={[
                { field: quoteFields.price, label: 'Price' },
                { field: quoteFields.deposit, label: 'Deposit' },
                { field: quoteFields.includes, label: 'What the price includes' },
                { field: quoteFields.startDate, label: 'Earliest start' },
                { field: quoteFields.validUntil, label: 'Valid until' },
              ]}
            />
            <Form method="post" {...getFormProps(quoteForm)} className="stack">
              <input type="hidden" name="intent" value="quote" />
              <TextField field={quoteFields.price} label="Price in dollars" inputMode="numeric" />
              <TextField
                field={quoteFields.deposit}
                label="Deposit in dollars (optional)"
                inputMode="numeric"
                hint="What the client pays through Threshold to book, at most the price. Leave it empty to be paid the whole price through Threshold."
              />
              <Textarea field={quoteFields.includes} label="What the price includes" />
              <TextField field={quoteFields.startDate} label="Earliest start" type="date" />
              <TextField
                field={quoteFields.validUntil}
                label="Valid until"
                type="date"
                hint="Up to 90 days from today."
              />
              <StatusButton label="Send quote" pendingLabel="Sending..." />
            </Form>
          </section>
          <section aria-labelledby="decline-title" className="card stack">
            <h2 id="decline-title">Decline</h2>
            <ErrorSummary
              formId={declineForm.id}
              reply={intent === 'decline' ? reply : undefined}
              fields={[
                { field: declineFields.reason, label: 'Reason' },
                { field: declineFields.note, label: 'Note' },
              ]}
            />
            <Form method="post" {...getFormProps(declineForm)} className="stack">
              <input type="hidden" name="intent" value="decline" />
              <Select
                field={declineFields.reason}
                label="Reason"
                options={Object.entries(declineReasons)}
                placeholder="Choose a reason"
              />
              <Textarea
                field={declineFields.note}
                label="Note for your records (optional)"
                rows={2}
              />
              <StatusButton label="Decline lead" pendingLabel="Declining..." />
            </Form>
          </section>
        </>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
