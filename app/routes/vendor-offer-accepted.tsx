import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { formatSlot } from '~/core/tour-slots'
import { amountDue, canComplete, paymentLabels, paymentState } from '~/features/providers/job'
import { providerMessages } from '~/features/providers/messages'
import { CompleteJobSchema } from '~/features/providers/schemas'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { completeJob } from '~/features/providers/jobs.server'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { StatusButton } from '~/ui/status-button'
import { requireRole } from '~/features/accounts/session.server'
import { categoryLabels } from '~/features/providers/categories'
import { dateText, formatDollars } from '~/features/providers/provider'
import { acceptedJob } from '~/features/providers/quotes.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

const routeErrors: RouteErrors = {
  404: { title: 'Job not found', links: [{ to: '/vendor-dashboard', label: 'Your leads' }] },
}

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error, routeErrors) : pageTitle('Quote accepted')

// the job a vendor won: for that vendor only, and only once the client accepted
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const job = await acceptedJob(user.uid, new URL(request.url).searchParams.get('quote') ?? '')
  return { ...job, completable: job.job ? canComplete(job.job, Date.now()) : false }
}

// the vendor marks the work done once the appointment has started, which asks the client for a review
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const quoteId = new URL(request.url).searchParams.get('quote') ?? ''
  const { job } = await acceptedJob(user.uid, quoteId)
  const submission = parseWithZod(await request.formData(), { schema: CompleteJobSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  if (!job) {
    const result = submission.reply({ formErrors: ['This job has no appointment to finish.'] })
    return answerFailedForm({ result }, { status: 409 })
  }
  const outcome = await completeJob(user.uid, job.id)
  if (!outcome.ok)
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      outcome,
    )
  return redirectWithSuccess(`/vendor/offer/accepted?${new URLSearchParams({ quote: quoteId })}`, {
    title: 'Job marked as done',
    description: 'We asked the client for a review.',
  })
}

export default function VendorOfferAccepted() {
  const { quote, lead, client, job, completable } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form] = useSchemaForm({ id: 'complete-job', schema: CompleteJobSchema, reply })
  const refusal = reply?.error?.['']?.join(' ')
  return (
    <div className="dashboard stack">
      <h1>Quote accepted</h1>
      <p className="lead">
        {client.name || 'The client'} accepted your quote of {formatDollars(quote.price)} for{' '}
        {categoryLabels[lead.category].toLowerCase()} work in {lead.zip}.
      </p>
      <dl className="facts">
        <dt>Client</dt>
        <dd>{client.name || 'Name not given'}</dd>
        <dt>E-mail</dt>
        <dd>
          {client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : 'Not given'}
        </dd>
        {quote.deposit ? (
          <>
            <dt>Deposit to book</dt>
            <dd>{formatDollars(quote.deposit)}</dd>
          </>
        ) : null}
        <dt>Earliest start you quoted</dt>
        <dd>{quote.startDate}</dd>
        <dt>What you quoted for</dt>
        <dd>{quote.includes}</dd>
        <dt>What the client needs</dt>
        <dd>{lead.details}</dd>
      </dl>
      {job ? (
        <section aria-labelledby="appointment-title" className="stack">
          <h2 id="appointment-title">The appointment</h2>
          <p>
            {formatSlot(job.startsAt)} (Ames local time), on the first day you quoted. It is in your{' '}
            <Link to="/appointments">appointments</Link> and the client&apos;s. If the time does not
            suit the client, agree another by e-mail.
          </p>
          <p>
            Payment: {paymentLabels[paymentState(job)]}
            {job.paid
              ? ` (${formatDollars(job.paid.amountCents / 100)} through Threshold on ${dateText(job.paid.paidAt)}${job.paid.deposit ? `; the rest, ${formatDollars(job.price - job.paid.amountCents / 100)}, is settled with the client` : ''}).`
              : ` (the client is asked to pay ${formatDollars(amountDue(job))}${amountDue(job) < job.price ? ', your deposit,' : ''} through Threshold; we e-mail you when they have).`}
          </p>
          {job.status === 'booked' ? (
            <p className="calendar-link">
              <a href={`/appointments/jobs/${job.id}/calendar.ics`} download>
                Add to calendar (.ics)
              </a>
            </p>
          ) : null}
          {refusal ? (
            <p role="alert" className="field__error">
              {refusal}
            </p>
          ) : null}
          {job.status === 'completed' ? (
            <p>
              Done
              {job.reviewed ? '; the client reviewed it.' : '. We asked the client for a review.'}
            </p>
          ) : completable ? (
            <Form method="post" {...getFormProps(form)}>
              <StatusButton label="Mark the job as done" pendingLabel="Saving..." />
            </Form>
          ) : refusal ? null : (
            <p>{providerMessages.jobNotYet(formatSlot(job.startsAt))}</p>
          )}
        </section>
      ) : null}
      <p>
        <Link to="/vendor-dashboard">Back to your leads</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
