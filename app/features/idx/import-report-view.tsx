import { Link } from '@remix-run/react'
import type { ImportReport } from './import-report'
import { idxMessages } from './messages'

// what the import did, row by row
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <section aria-labelledby="report-title" className="stack">
      <h2 id="report-title">Import report</h2>
      <p className="lead" id="import-summary">
        {report.fileName} ({report.format === 'json' ? 'RESO JSON' : 'CSV'}) from {report.feed}:{' '}
        {idxMessages.summary(report.counts)}.
      </p>
      <div className="prose">
        <table>
          <caption>
            Each row of the file:{' '}
            {report.format === 'json'
              ? 'its place in the “value” list'
              : 'its line in the file (the header is line 1)'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">ListingKey</th>
              <th scope="col">Result</th>
              <th scope="col">Reasons or listing</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.row}>
                <th scope="row">{row.row}</th>
                <td>{row.key || 'None'}</td>
                <td>{idxMessages.outcomes[row.outcome]}</td>
                <td>
                  {row.reasons.length > 0 ? (
                    <ul>
                      {row.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ) : row.listingId ? (
                    <Link to={`/property/${row.listingId}`}>Listing {row.key || row.row}</Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
