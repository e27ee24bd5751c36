import type { MappingRow } from './import-report'

const needLabels: Record<MappingRow['need'], string> = {
  required: 'Required',
  either: 'Required, or its alternative',
  optional: 'Optional',
}

// RESO field → Threshold field; after a file was read, the column of the file that gave each one
export function FieldMappingTable({
  mapping,
  ignored,
}: {
  mapping: MappingRow[]
  ignored?: string[]
}) {
  const read = mapping.some((row) => row.matched !== null) || (ignored?.length ?? 0) > 0
  return (
    <section aria-labelledby="mapping-title" className="stack">
      <h2 id="mapping-title">Field mapping</h2>
      <p>
        Columns are matched by their RESO name or a common name (price, beds, baths, sqft, zip...),
        in any case. The street address is UnparsedAddress or StreetNumber with StreetName;
        bathrooms are BathroomsTotalInteger or BathroomsFull with BathroomsHalf.
      </p>
      <div className="prose">
        <table>
          <caption>
            {read
              ? 'Each RESO field, the Threshold field it fills, and the column of the file that gave it'
              : 'Each RESO field and the Threshold field it fills'}
          </caption>
          <thead>
            <tr>
              <th scope="col">RESO field</th>
              <th scope="col">Threshold field</th>
              <th scope="col">Needed</th>
              {read ? <th scope="col">Column in the file</th> : null}
            </tr>
          </thead>
          <tbody>
            {mapping.map((row) => (
              <tr key={row.reso}>
                <th scope="row">{row.reso}</th>
                <td>{row.threshold}</td>
                <td>{needLabels[row.need]}</td>
                {read ? <td>{row.matched ?? 'None'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ignored && ignored.length > 0 ? (
        <p>Columns no field takes (not imported): {ignored.join(', ')}.</p>
      ) : null}
    </section>
  )
}
