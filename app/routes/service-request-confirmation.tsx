import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { categoryLabels } from '~/features/providers/categories'
import { providerMessages } from '~/features/providers/messages'
import { AcceptQuoteSchema, PayJobSchema } from '~/features/providers/schemas'
import { amountDue, paymentLabels, paymentState } from '~/features/providers/job'
import { dateText, formatDollars } from '~/features/providers/provider'
import { startJobCheckout } from '~/features/payments/orders.server'
import { acceptQuote, answersTo } from '~/features/providers/quotes.server'
import { jobFor, reviewJob } from '~/features/providers/jobs.server'
import { ReviewForm } from '~/features/providers/review-form'
import { formatSlot } from '~/core/tour-slots'
import { requestOf } from '~/features/providers/service-requests.server'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { StatusButton } from '~/ui/status-button'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import type { FormReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { newSubmissionId } from '~/platform/submission-id.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { expectedError } from '~/platform/http/expected-error'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: {
    title: 'Request not found',
    links: [{ to: '/request-service', label: 'Request a service' }],
  },
}

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error, routeErrors) : pageTitle('Request sent')

// the request as stored, for the one who sent it: another account, or a made-up id, gets the same 404
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const found = await requestOf(user.uid, new URL(request.url).searchParams.get('request') ?? '')
  if (!found) throw expectedError(404, providerMessages.requestUnknown)
  const [answers, job] = await Promise.all([
    answersTo(found),
    found.jobId ? jobFor(user.uid, found.jobId) : null,
  ])
  return {
    request: found,
    answers,
    job,
    submissionId: job && !job.paid ? newSubmissionId() : undefined,
  }
}

// hiring one quote closes the others; only the requester of an open quote can. The client pays for
// the job here (the amount is the job's, never the form's), and once it is paid and done reviews it
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const requestId = new URL(request.url).searchParams.get('request') ?? ''
  if (form.get('intent') === 'pay') {
    const found = await requestOf(user.uid, requestId)
    if (!found?.jobId) throw expectedError(404, providerMessages.requestUnknown)
    const submission = parseWithZod(form, { schema: PayJobSchema })
    if (submission.status !== 'success')
      return answerFailedForm({ intent: 'pay', result: submission.reply() }, { status: 400 })
    const paying = await startJobCheckout(
      { uid: user.uid, email: user.email || null },
      found.jobId,
      form,
      new URL(request.url).origin,
    )
    if (paying.ok) throw redirect(paying.url, 303)
    const result = submission.reply({ formErrors: [paying.message] })
    return answerFailedForm({ intent: 'pay', result }, paying)
  }
  if (form.get('intent') === 'review') {
    const found = await requestOf(user.uid, requestId)
    if (!found?.jobId) throw expectedError(404, providerMessages.requestUnknown)
    const reviewed = await reviewJob(user.uid, found.jobId, form)
    if (!reviewed.ok)
      return answerFailedForm({ intent: 'review', result: reviewed.result }, reviewed)
    return redirectWithSuccess(
      `/service-request-confirmation?${new URLSearchParams({ request: found.id })}#job-title`,
      { title: 'Review published', description: 'Thank you: it is on the provider’s profile.' },
    )
  }
  const submission = parseWithZod(form, { schema: AcceptQuoteSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ intent: 'accept', result: submission.reply() }, { status: 400 })
  const outcome = await acceptQuote(user.uid, submission.value.quoteId)
  if (!outcome.ok) {
    const result = submission.reply({ formErrors: [outcome.message] })
    return answerFailedForm({ intent: 'accept', result }, outcome)
  }
  return redirectWithSuccess(
    `/service-request-confirmation?${new URLSearchParams({ request: outcome.requestId })}#job-title`,
    {
      title: 'Quote accepted',
      description: 'The appointment is booked. Pay for it here to confirm it.',
    },
  )
}

export default function ServiceRequestConfirmation() {
  const { request, answers, job, submissionId } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const replyTo = (intent: string) => (answer?.intent === intent ? answer.result : undefined)
  const acceptReply = replyTo('accept')
  const payReply = replyTo('pay')
  const reviewReply = replyTo('review')
  const formError = (reply: FormReply | undefined) => reply?.error?.['']?.join(' ')
  const refusal = formError(acceptReply)
  const paymentRefusal = formError(payReply)
  const reviewable = job?.status === 'completed' && Boolean(job.paid) && !job.reviewed
  const count = request.told.length
  const businessOf = (providerId: string) =>
    request.told.find((told) => told.providerId === providerId)?.business ?? 'A provider'
  return (
    <div className="stack">
      <h1>Request sent</h1>
      <p className="lead">
        {categoryLabels[request.category]} in {request.zip}
        {request.date ? `, needed by ${request.date}` : ''}
        {request.budget ? `, budget ${formatDollars(request.budget)}` : ''}.
      </p>
      <blockquote>{request.details}</blockquote>
      <section aria-labelledby="told-title" className="stack">
        <h2 id="told-title">
          {request.providerId
            ? 'The provider you chose was told'
            : `We told the ${count === 1 ? 'one provider' : `${count} providers`} who match best`}
        </h2>
        {!request.providerId && count < 3 ? (
          <p>
            Only {count} provider{count === 1 ? '' : 's'} offer{count === 1 ? 's' : ''} this service
            in {request.zip}, so fewer than three were told.
          </p>
        ) : null}
        <ol className="stack">
          {request.told.map((told) => (
            <li key={told.providerId} className="card stack">
              <h3>
                <Link to={`/service-provider/${told.providerId}`}>{told.business}</Link>
              </h3>
              <p>
                {told.name}
                {request.providerId ? '' : ` · match score ${told.score} of 100`}
              </p>
              <ul>
                {told.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="quotes-title" className="stack">
        <h2 id="quotes-title">Quotes ({answers.quotes.length})</h2>
        {refusal ? (
          <p role="alert" className="field__error">
            {refusal}
          </p>
        ) : null}
        {answers.quotes.length === 0 ? (
          <p>
            No quotes yet. Each provider told sees your request among their leads and can answer
            with a quote; we e-mail you when one does.
          </p>
        ) : null}
        {answers.quotes.length > 0 ? (
          <table>
            <caption>Quotes side by side, lowest price first</caption>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Price</th>
                <th scope="col">Includes</th>
                <th scope="col">Earliest start</th>
                <th scope="col">Valid until</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {answers.quotes.map((quote) => (
                <tr key={quote.id}>
                  <th scope="row">{quote.business}</th>
                  <td>
                    {formatDollars(quote.price)}
                    {quote.deposit ? ` (${formatDollars(quote.deposit)} deposit to book)` : ''}
                  </td>
                  <td>{quote.includes}</td>
                  <td>{quote.startDate}</td>
                  <td>{quote.validUntil}</td>
                  <td>
                    {quote.status === 'open' && !request.acceptedQuoteId ? (
                      <AcceptForm
                        quoteId={quote.id}
                        business={quote.business}
                        reply={acceptReply}
                      />
                    ) : quote.status === 'accepted' ? (
                      'Accepted'
                    ) : (
                      'Closed'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {answers.declined.map((declined) => (
          <p key={declined.providerId}>
            {businessOf(declined.providerId)} declined: {declined.reason.toLowerCase()}.
          </p>
        ))}
      </section>
      {job ? (
        <section aria-labelledby="job-title" className="stack">
          <h2 id="job-title">Your appointment with {job.business}</h2>
          <p>
            {formatSlot(job.startsAt)} (Ames local time), {formatDollars(job.price)}.{' '}
            {job.status === 'completed' ? (
              'Done.'
            ) : (
              <>
                Booked: it is in your <Link to="/appointments">appointments</Link>.
              </>
            )}
          </p>
          <p>
            Payment: {paymentLabels[paymentState(job)]}
            {job.paid
              ? `. ${formatDollars(job.paid.amountCents / 100)}${job.paid.deposit ? ' deposit' : ''} paid through Threshold on ${dateText(job.paid.paidAt)}${job.paid.deposit ? `; the rest, ${formatDollars(job.price - job.paid.amountCents / 100)}, you settle with ${job.business}` : ''}.`
              : amountDue(job) < job.price
                ? `. ${job.business} asks a ${formatDollars(amountDue(job))} deposit to book, paid through Threshold; the rest, ${formatDollars(job.price - amountDue(job))}, you settle with them.`
                : `. Pay the ${formatDollars(job.price)} through Threshold to confirm the appointment.`}
          </p>
          {paymentRefusal ? (
            <p role="alert" className="field__error">
              {paymentRefusal}
            </p>
          ) : null}
          {!job.paid ? (
            <PayForm
              submissionId={submissionId}
              label={`Pay ${formatDollars(amountDue(job))}`}
              reply={payReply}
            />
          ) : null}
          {job.status === 'booked' ? (
            <>
              <p className="calendar-link">
                <a href={`/appointments/jobs/${job.id}/calendar.ics`} download>
                  Add to calendar (.ics)
                </a>
              </p>
              <p>
                Once {job.business} marks the job as done{job.paid ? '' : ' and it is paid'}, you
                can review it here.
              </p>
            </>
          ) : null}
          {job.status === 'completed' && !job.paid && !job.reviewed ? (
            <p>{providerMessages.reviewNotPaid}</p>
          ) : null}
          {!reviewable && reviewReply?.error?.['']?.length ? (
            <p role="alert" className="field__error">
              {reviewReply.error[''].join(' ')}
            </p>
          ) : null}
          {reviewable ? (
            <>
              <h3 id="review-title">Review the job</h3>
              <ReviewForm business={job.business} reply={reviewReply} />
            </>
          ) : null}
          {job.reviewed ? (
            <p>
              You reviewed this job. It is on{' '}
              <Link to={`/service-provider/${job.providerId}#reviews-title`}>
                {job.business}&apos;s profile
              </Link>
              .
            </p>
          ) : null}
        </section>
      ) : null}
      <p>Your contact details are shared only with the provider whose quote you accept.</p>
      <p>
        <Link to="/service-experts">Find another expert</Link>
      </p>
    </div>
  )
}

function AcceptForm({
  quoteId,
  business,
  reply,
}: {
  quoteId: string
  business: string
  reply?: FormReply
}) {
  const [form] = useSchemaForm({ id: `accept-${quoteId}`, schema: AcceptQuoteSchema, reply })
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="quoteId" value={quoteId} />
      <StatusButton label={`Accept ${business}'s quote`} pendingLabel="Accepting..." />
    </Form>
  )
}

function PayForm({
  submissionId,
  label,
  reply,
}: {
  submissionId: string | undefined
  label: string
  reply?: FormReply
}) {
  const [form] = useSchemaForm({ id: 'pay-job', schema: PayJobSchema, reply })
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="pay" />
      <SubmissionIdField id={submissionId} />
      <StatusButton label={label} pendingLabel="Opening the payment page..." />
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
