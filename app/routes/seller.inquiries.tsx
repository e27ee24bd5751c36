import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { contingenciesClause, financingLabel } from '~/features/buyers/offer-terms'
import { contingencyOptions } from '~/features/buyers/schemas'
import { formatSlot } from '~/core/tour-slots'
import { formatDay, formatPrice } from '~/features/listings/listing'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { MessageForm, OfferHistory } from '~/features/sellers/conversation-parts'
import { offerStatusLabels, sellerMessages } from '~/features/sellers/messages'
import { CounterSchema, ProposeTourSchema } from '~/features/sellers/schemas'
import { SellerNav } from '~/features/sellers/seller-nav'
import { tourStatusLabels } from '~/features/sellers/tour-steps'
import { sellerInquiriesAction, sellerInquiriesPage } from '~/features/sellers/workspace.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { CheckboxGroup, RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { newSubmissionId } from '~/platform/submission-id.server'

const back = { to: '/seller/dashboard/inquiries', label: 'Back to questions, tours and offers' }
const routeErrors: RouteErrors = {
  404: { title: 'Not found among yours', links: [back] },
  409: { title: 'Already answered', links: [back] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Questions, tours and offers', { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return { ...(await sellerInquiriesPage(user)), submissionId: newSubmissionId() }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  return answerFormOutcome(await sellerInquiriesAction(user, await request.formData()))
}

type Answer = { intent: string; recordId: string; result: FormReply } | undefined
const replyFor = (answer: Answer, intent: string, recordId: string) =>
  answer && answer.intent === intent && answer.recordId === recordId ? answer.result : undefined

export default function SellerInquiries() {
  const { practice, threadGroups, tours, offers, submissionId } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <div className="dashboard stack">
      <h1>Questions, tours and offers</h1>
      <SellerNav />
      {practice ? (
        <p className="notice" id="practice">
          {sellerMessages.practiceInquiries}
        </p>
      ) : null}

      <section aria-labelledby="questions-title">
        <h2 id="questions-title">Questions</h2>
        {threadGroups.length === 0 ? (
          <p>No questions yet. Buyers’ questions about your listings appear here.</p>
        ) : null}
        {threadGroups.map((group) => (
          <section
            key={group.listingId}
            aria-labelledby={`listing-${group.listingId}`}
            className="stack"
          >
            <h3 id={`listing-${group.listingId}`}>
              <Link to={`/property/${group.listingId}`}>{group.address}</Link>
            </h3>
            <ul className="record-list">
              {group.threads.map((thread) => (
                <li key={thread.id} id={`thread-${thread.id}`} className="card stack">
                  <p>
                    <strong>{thread.buyerName}</strong>
                    {thread.buyerEmail ? ` (${thread.buyerEmail})` : ''} ·{' '}
                    {formatDay(thread.lastAt)}
                    {thread.unanswered ? (
                      <span className="badge"> · Unanswered</span>
                    ) : (
                      <span> · Answered</span>
                    )}
                  </p>
                  <ol className="thread" aria-label={`Conversation with ${thread.buyerName}`}>
                    {thread.messages.map((message) => (
                      <li key={message.id}>
                        <strong>{message.from === 'buyer' ? thread.buyerName : 'You'}</strong>,{' '}
                        {formatDay(message.at)}: {message.text}
                      </li>
                    ))}
                  </ol>
                  <MessageForm
                    intent="answer"
                    threadId={thread.id}
                    submissionId={submissionId}
                    label={`Your answer to ${thread.buyerName}`}
                    button="Send answer"
                    reply={replyFor(answer, 'answer', thread.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>

      <section aria-labelledby="tours-title">
        <h2 id="tours-title">Tour requests</h2>
        {tours.length === 0 ? (
          <p>No tour requests waiting or tours ahead.</p>
        ) : (
          <ul className="record-list">
            {tours.map((tour) => (
              <li key={tour.id} className="card stack">
                <p>
                  <Link to={`/property/${tour.listingId}`}>{tour.address}</Link>:{' '}
                  {formatSlot(tour.startsAt)} (Ames local time) · {tourStatusLabels[tour.status]}
                  {tour.proposedStartsAt ? (
                    <> · you proposed {formatSlot(tour.proposedStartsAt)}</>
                  ) : null}
                </p>
                {tour.actions.includes('confirm') ? (
                  <div className="button-row">
                    <Form method="post">
                      <input type="hidden" name="appointmentId" value={tour.id} />
                      <input type="hidden" name="intent" value="confirm-tour" />
                      <StatusButton
                        label={
                          <>
                            Confirm tour
                            <span className="visually-hidden">
                              {' '}
                              of {tour.address} on {formatSlot(tour.startsAt)}
                            </span>
                          </>
                        }
                        pendingLabel="Confirming..."
                      />
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="appointmentId" value={tour.id} />
                      <input type="hidden" name="intent" value="decline-tour" />
                      <StatusButton
                        className="button button--secondary"
                        label={
                          <>
                            Decline tour
                            <span className="visually-hidden">
                              {' '}
                              of {tour.address} on {formatSlot(tour.startsAt)}
                            </span>
                          </>
                        }
                        pendingLabel="Declining..."
                      />
                    </Form>
                  </div>
                ) : null}
                {tour.actions.includes('propose') ? (
                  <ProposeForm
                    tourId={tour.id}
                    current={tour.startsAt}
                    reply={replyFor(answer, 'propose-tour', tour.id)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offers-title">
        <h2 id="offers-title">Offers</h2>
        {offers.length === 0 ? (
          <p>No offers yet.</p>
        ) : (
          <ul className="record-list">
            {offers.map((offer) => (
              <li key={offer.id} id={`offer-${offer.id}`} className="card stack">
                <p>
                  <Link to={`/property/${offer.listingId}`}>{offer.address}</Link>:{' '}
                  {formatPrice(offer.amount)}, {financingLabel(offer.financing)}, closing{' '}
                  {offer.closingDate}
                  {contingenciesClause(offer.contingencies)}
                </p>
                <p>Status: {offerStatusLabels[offer.status]}</p>
                <OfferHistory history={offer.history ?? []} />
                {offer.actions.includes('accept') ? (
                  <div className="button-row">
                    <Form method="post">
                      <input type="hidden" name="offerId" value={offer.id} />
                      <input type="hidden" name="intent" value="accept-offer" />
                      <StatusButton
                        label={
                          <>
                            Accept offer
                            <span className="visually-hidden"> of {formatPrice(offer.amount)}</span>
                          </>
                        }
                        pendingLabel="Accepting..."
                      />
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="offerId" value={offer.id} />
                      <input type="hidden" name="intent" value="decline-offer" />
                      <StatusButton
                        className="button button--secondary"
                        label={
                          <>
                            Decline offer
                            <span className="visually-hidden"> of {formatPrice(offer.amount)}</span>
                          </>
                        }
                        pendingLabel="Declining..."
                      />
                    </Form>
                  </div>
                ) : null}
                {offer.actions.includes('counter') ? (
                  <CounterForm
                    offerId={offer.id}
                    amount={offer.amount}
                    closingDate={offer.closingDate}
                    reply={replyFor(answer, 'counter-offer', offer.id)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function ProposeForm({
  tourId,
  current,
  reply,
}: {
  tourId: string
  current: number
  reply?: FormReply
}) {
  const { slots } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm({
    id: `propose-${tourId}`,
    schema: ProposeTourSchema,
    reply,
    defaultValue: { appointmentId: tourId },
  })
  const legend = 'Propose another time (Ames local time)'
  return (
    <details open={Boolean(reply)}>
      <summary>Propose another time</summary>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.slot, label: 'Time' }]}
      />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="propose-tour" />
        <input type="hidden" name="appointmentId" value={tourId} />
        <RadioGroup
          field={fields.slot}
          legend={legend}
          options={slots
            .filter((slot) => slot !== current)
            .map((slot) => [String(slot), formatSlot(slot)] as const)}
          choicesClassName="slot-grid"
        />
        <StatusButton label="Propose this time" pendingLabel="Sending..." />
      </Form>
    </details>
  )
}

function CounterForm({
  offerId,
  amount,
  closingDate,
  reply,
}: {
  offerId: string
  amount: number
  closingDate: string
  reply?: FormReply
}) {
  const [form, fields] = useSchemaForm({
    id: `counter-${offerId}`,
    schema: CounterSchema,
    reply,
    defaultValue: { offerId, amount: String(amount), closingDate },
  })
  const labels = {
    amount: 'Counter amount (USD)',
    closingDate: 'Closing date',
    contingencies: 'Contingencies you accept',
    expiresOn: 'Counter-offer expires on',
  }
  return (
    <details open={Boolean(reply)}>
      <summary>Counter this offer</summary>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.amount, label: labels.amount },
          { field: fields.closingDate, label: labels.closingDate },
          { field: fields.contingencies, label: labels.contingencies },
          { field: fields.expiresOn, label: labels.expiresOn },
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="counter-offer" />
        <input type="hidden" name="offerId" value={offerId} />
        <TextField field={fields.amount} label={labels.amount} inputMode="numeric" />
        <TextField
          field={fields.closingDate}
          label={labels.closingDate}
          type="date"
          hint="At least 14 days from today"
        />
        <CheckboxGroup
          field={fields.contingencies}
          legend={labels.contingencies}
          options={Object.entries(contingencyOptions)}
        />
        <TextField
          field={fields.expiresOn}
          label={labels.expiresOn}
          type="date"
          hint="Within the next 30 days; the buyer can accept it until the end of that day"
        />
        <StatusButton label="Send counter-offer" pendingLabel="Sending..." />
      </Form>
    </details>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
