import { Form } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { Risk } from './contract/risks'
import type { TimelineEntry } from './contract/deadlines'
import type { FindingRow } from './contract-view'
import type { OfferDifference } from './contract-review.server'
import { ContractCalendarSchema } from './schemas'

type Review = {
  title: string
  acceptanceDate: string
  found: boolean
  rows: FindingRow[]
  risks: Risk[]
  timeline: TimelineEntry[]
}

// one contract's findings, deadlines and risks, each with the sentence it came from
export function ContractResults({
  review,
  calendar,
  differences,
}: {
  review: Review
  calendar: { href: string } | { text: string }
  differences: OfferDifference[] | null | undefined
}) {
  return (
    <section aria-labelledby="results-title" className="stack">
      <h2 id="results-title">Review of {review.title}</h2>
      {!review.found ? (
        <p role="status">
          We found none of a contract’s main terms (price, earnest money, financing, closing) in
          this text. Check it is the purchase contract.
        </p>
      ) : null}
      <section aria-labelledby="risks-title" className="stack">
        <h3 id="risks-title">Risks ({review.risks.length})</h3>
        {review.risks.length === 0 ? (
          <p>
            None of the risks we check for were found. That does not mean there are none: read the
            whole contract.
          </p>
        ) : (
          <ul className="stack">
            {review.risks.map((risk) => (
              <li key={`${risk.kind}-${risk.sentence ?? ''}`} className="card stack">
                <p>
                  <strong>{risk.reason}</strong>
                </p>
                {risk.sentence ? <blockquote>{risk.sentence}</blockquote> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="timeline-title" className="stack">
        <h3 id="timeline-title">Deadlines, counting from acceptance on {review.acceptanceDate}</h3>
        {review.timeline.length === 0 ? (
          <p>No dated deadlines were found.</p>
        ) : (
          <>
            <table>
              <caption>
                Deadlines in date order; business days skip weekends and US federal holidays
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Deadline</th>
                  <th scope="col">From the contract</th>
                </tr>
              </thead>
              <tbody>
                {review.timeline.map((entry) => (
                  <tr key={`${entry.label}-${entry.date}`}>
                    <td>{entry.date}</td>
                    <th scope="row">{entry.label}</th>
                    <td>{entry.sentence}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {'href' in calendar ? (
              <p className="calendar-link">
                <a href={calendar.href} download>
                  Add the deadlines to your calendar (.ics)
                </a>
              </p>
            ) : (
              <CalendarForm text={calendar.text} acceptanceDate={review.acceptanceDate} />
            )}
          </>
        )}
      </section>
      {differences && differences.length > 0 ? (
        <section aria-labelledby="differences-title" className="stack">
          <h3 id="differences-title">Different from the offer on file</h3>
          <table>
            <caption>Where the contract and the latest offer for this home disagree</caption>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Contract</th>
                <th scope="col">Offer</th>
              </tr>
            </thead>
            <tbody>
              {differences.map((difference) => (
                <tr key={difference.term}>
                  <th scope="row">{difference.term}</th>
                  <td>{difference.contract}</td>
                  <td>{difference.offer}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : differences ? (
        <p>
          The contract’s price, closing date and contingencies match the offer on file for this
          home.
        </p>
      ) : null}
      <section aria-labelledby="terms-title" className="stack">
        <h3 id="terms-title">What the contract says</h3>
        <table>
          <caption>Each term with the sentence it was read from</caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col">Found</th>
              <th scope="col">Sentence</th>
            </tr>
          </thead>
          <tbody>
            {review.rows.map((row, index) => (
              <tr key={`${row.label}-${index}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
                <td>{row.sentence ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  )
}

// the deadlines of a contract that was not kept: its text goes back with the form, and the answer
// is the file (a download, so a page load of its own)
function CalendarForm({ text, acceptanceDate }: { text: string; acceptanceDate: string }) {
  const [form] = useSchemaForm({
    id: 'contract-calendar',
    schema: ContractCalendarSchema,
    reply: undefined,
  })
  return (
    <Form
      method="post"
      action="/contract-terms/calendar.ics"
      reloadDocument
      {...getFormProps(form)}
    >
      <input type="hidden" name="text" value={text} />
      <input type="hidden" name="acceptanceDate" value={acceptanceDate} />
      <button type="submit" className="button button--secondary">
        Add the deadlines to your calendar (.ics)
      </button>
    </Form>
  )
}
