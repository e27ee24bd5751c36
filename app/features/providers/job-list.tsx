import { Link } from '@remix-run/react'
import { formatSlot } from '~/core/tour-slots'
import { categoryLabels } from './categories'
import { paymentLabels, paymentState } from './job'
import type { JobView } from './jobs.server'
import { formatDollars } from './provider'

export const jobAnchor = (jobId: string) => `job-${jobId}`

// booked and finished jobs, for the client (who hired) and the vendor (who was hired)
export function JobList({ jobs }: { jobs: JobView[] }) {
  return (
    <section aria-labelledby="jobs-title" className="stack">
      <h2 id="jobs-title">Service appointments</h2>
      {jobs.length === 0 ? (
        <p>
          None yet. A job is booked here when you accept a provider&apos;s quote:{' '}
          <Link to="/service-experts">find an expert</Link>.
        </p>
      ) : (
        <ul className="record-list">
          {jobs.map((job) => (
            <li key={`${job.side}-${job.id}`} id={jobAnchor(job.id)} className="card">
              <h3 className="record-list__title">
                {categoryLabels[job.category]}:{' '}
                {job.side === 'client' ? (
                  <Link to={`/service-provider/${job.providerId}`}>{job.business}</Link>
                ) : (
                  job.business
                )}
              </h3>
              <p>
                {formatSlot(job.startsAt)} (Ames local time), ZIP {job.zip} ·{' '}
                {formatDollars(job.price)} · {job.status === 'completed' ? 'Done' : 'Booked'} ·{' '}
                {paymentLabels[paymentState(job)]}
              </p>
              <p>
                {job.side === 'client' ? (
                  <Link
                    to={`/service-request-confirmation?${new URLSearchParams({ request: job.requestId })}#job-title`}
                  >
                    Your request, the quotes and your review
                  </Link>
                ) : (
                  <Link
                    to={`/vendor/offer/accepted?${new URLSearchParams({ quote: job.quoteId })}`}
                  >
                    The job and the client&apos;s contact details
                  </Link>
                )}
              </p>
              {job.status === 'booked' ? (
                <p className="calendar-link">
                  <a href={`/appointments/jobs/${job.id}/calendar.ics`} download>
                    Add to calendar (.ics)
                    <span className="visually-hidden">
                      : {categoryLabels[job.category]}, {job.business}
                    </span>
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
