import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { formatSlot, tourAnchor } from '~/features/buyers/tour-slots'
import { appointmentsPage, cancelTour } from '~/features/buyers/tours.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'

const routeErrors: RouteErrors = {
  404: { title: 'Tour not found', links: [{ to: '/appointments', label: 'Back to your tours' }, { to: '/buyer-dashboard', label: 'Go to your dashboard' }] },
}

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error, routeErrors) : pageTitle('Your tours'))

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return appointmentsPage(user.uid)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return redirectWithSuccess('/appointments', await cancelTour(user.uid, await request.formData()))
}

export default function Appointments() {
  const { upcoming, past } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <h1>Your tours</h1>
      {upcoming.length === 0 ? (
        <p>
          No tours booked. Find a home on the <Link to="/property-search">search page</Link> and choose a time on its page.
        </p>
      ) : (
        <ul className="record-list">
          {upcoming.map((appointment) => (
            <li key={appointment.id} id={tourAnchor(appointment.id)} className="card">
              <h2 className="record-list__title">
                <Link to={`/property/${appointment.listingId}`}>{appointment.address}</Link>
              </h2>
              <p>{formatSlot(appointment.startsAt)} (Ames local time)</p>
              <p>
                <a href={`/appointments/${appointment.id}/calendar.ics`} download>
                  Add to calendar (.ics)
                </a>
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="appointmentId" value={appointment.id} />
                <button type="submit" className="button button--danger">
                  Cancel tour<span className="visually-hidden"> of {appointment.address}</span>
                </button>
              </Form>
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
                {appointment.address}, {formatSlot(appointment.startsAt)}: {appointment.status === 'cancelled' ? 'cancelled' : 'done'}
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
