import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { cancelAppointment, myAppointments } from '~/features/buyers/buyer-records.server'
import { buyerMessages } from '~/features/buyers/messages'
import { formatSlot } from '~/features/buyers/tour-slots'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'

export const meta: MetaFunction = () => pageTitle('Your tours')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const appointments = await myAppointments(user.uid)
  const now = Date.now()
  return {
    upcoming: appointments.filter((item) => item.status === 'scheduled' && item.startsAt >= now).sort((a, b) => a.startsAt - b.startsAt),
    past: appointments.filter((item) => item.status === 'cancelled' || item.startsAt < now),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await request.formData()
  const id = String(form.get('appointmentId') ?? '')
  if (form.get('intent') !== 'cancel' || !(await cancelAppointment(id, user.uid))) {
    throw data({ message: 'We could not find that tour among yours.' }, { status: 404 })
  }
  return redirectWithSuccess('/appointments', buyerMessages.tourCancelled)
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
            <li key={appointment.id} className="card">
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
