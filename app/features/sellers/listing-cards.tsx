import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

// the seller's listings as cards, each headed by its address linking to its page
export function ListingCards<T extends { id: string; address: string }>({
  listings,
  children,
}: {
  listings: T[]
  children: (listing: T) => ReactNode
}) {
  return (
    <ul className="record-list">
      {listings.map((listing) => (
        <li key={listing.id} className="card stack">
          <h2>
            <Link to={`/property/${listing.id}`}>{listing.address}</Link>
          </h2>
          {children(listing)}
        </li>
      ))}
    </ul>
  )
}
