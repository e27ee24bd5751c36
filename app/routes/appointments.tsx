import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, Form, Link } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { formatSlot, tourAnchor } from '~/core/tour-slots'
import { buyerMessages } from '~/features/buyers/messages'
import { TourChangeSchema } from '~/features/buyers/schemas'
import { appointmentsPage, changeOwnTour } from '~/features/buyers/tours.server'
import { expectedError } from '~/platform/http/expected-error'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { JobList } from '~/features/providers/job-list'
import { jobsOf } from '~/features/providers/jobs.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { StatusButton } from '~/ui/status-button'
import { tourStatusLabels } from '~/features/sellers/tour-steps'

const routeErrors: RouteErrors = {
  404: {
    title: 'Tour not found',
    links: [
      { to: '/appointments', label: 'Back to your tours' },
      { to: '/buyer-dashboard', label: 'Go to your dashboard' },
    ],
  },
}

function TourButton({
  id,
  intent,
  label,
  pending,
  className,
}: {
  id: string
  intent: string
  label: React.ReactNode
  pending: string
  className: string
}) {
  const [form] = useSchemaForm({
    id: `tour-${intent}-${id}`,
    schema: TourChangeSchema,
    reply: undefined,
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="appointmentId" value={id} />
      <StatusButton className={className} label={label} pendingLabel={pending} />
    </Form>
  )
}

export const meta: MetaFunction = ({ error }) =>
  error ? errorMeta(error, routeErrors) : pageTitle('Your appointments')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [tours, jobs] = await Promise.all([appointmentsPage(user.uid), jobsOf(user.uid)])
  return { ...tours, jobs }
}

// every refusal is the error page: a tour not among the buyer's, or one that cannot change so
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const submission = parseWithZod(form, { schema: TourChangeSchema })
  if (submission.status !== 'success') throw expectedError(404, buyerMessages.tourNotFound)
  return redirectWithSuccess('/appointments', await changeOwnTour(user.uid, form))
}

export default function Appointments() {
  const { upcoming, past, jobs } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <h1>Your appointments</h1>
      <JobList jobs={jobs} />
      <h2>Your tours</h2>
      {upcoming.length === 0 ? (
        <p>
          No tours booked. Find a home on the <Link to="/property-search">search page</Link> and
          choose a time on its page.
        </p>
      ) : (
        <ul className="record-list">
          {upcoming.map((appointment) => (
            <li key={appointment.id} id={tourAnchor(appointment.id)} className="card">
              <h2 className="record-list__title">
                <Link to={`/property/${appointment.listingId}`}>{appointment.address}</Link>
              </h2>
              <p>{formatSlot(appointment.startsAt)} (Ames local time)</p>
              <p>Status: {tourStatusLabels[appointment.status]}</p>
              {appointment.status === 'proposed' && appointment.proposedStartsAt ? (
                <>
                  <p>The seller proposed {formatSlot(appointment.proposedStartsAt)} instead.</p>
                  <div className="button-row">
                    <TourButton
                      id={appointment.id}
                      intent="accept-proposal"
                      className="button button--primary"
                      pending="Accepting..."
                      label={
                        <>
                          Accept {formatSlot(appointment.proposedStartsAt)}
                          <span className="visually-hidden"> for {appointment.address}</span>
                        </>
                      }
                    />
                    <TourButton
                      id={appointment.id}
                      intent="decline-proposal"
                      className="button button--secondary"
                      pending="Declining..."
                      label={
                        <>
                          Decline the proposed time
                          <span className="visually-hidden"> for {appointment.address}</span>
                        </>
                      }
                    />
                  </div>
                </>
              ) : null}
              <p className="calendar-link">
                <a href={`/appointments/${appointment.id}/calendar.ics`} download>
                  {appointment.status === 'scheduled'
                    ? 'Add to calendar (.ics)'
                    : 'Add to calendar as tentative (.ics)'}
                </a>
              </p>
              <TourButton
                id={appointment.id}
                intent="cancel"
                className="button button--danger"
                pending="Cancelling..."
                label={
                  <>
                    Cancel tour<span className="visually-hidden"> of {appointment.address}</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <section aria-labelledby="past-title">
          <h2 id="past-title">Past and cancelled</h2>
          <ul className="record-list">
            {past.map((appointment) => (
              <li key={appointment.id}>
                {appointment.address}, {formatSlot(appointment.startsAt)}:{' '}
                {appointment.status === 'cancelled' || appointment.status === 'declined'
                  ? tourStatusLabels[appointment.status].toLowerCase()
                  : 'done'}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
