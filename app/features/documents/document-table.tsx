import { Link } from '@remix-run/react'
import { dateText } from '~/features/providers/provider'
import { documentKinds, documentTypes, formatBytes } from './document'
import type { ListedDocument } from './documents.server'

// documents as a table: name (to its page), kind, type and size, date, home
export function DocumentTable({
  caption,
  documents,
  owner,
}: {
  caption: string
  documents: Array<ListedDocument & { ownerName?: string }>
  owner?: boolean
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">File</th>
          <th scope="col">Added</th>
          <th scope="col">{owner ? 'Home' : 'From'}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id}>
            <th scope="row">
              <Link to={`/documents/${document.id}`}>{document.name}</Link>
            </th>
            <td>{documentKinds[document.kind]}</td>
            <td>
              {documentTypes[document.contentType]}, {formatBytes(document.size)}
            </td>
            <td>{dateText(document.createdAt)}</td>
            <td>
              {owner ? (
                document.listingId ? (
                  <Link to={`/property/${document.listingId}`}>{document.listingId}</Link>
                ) : (
                  '—'
                )
              ) : (
                document.ownerName
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
