import { Link } from '@remix-run/react'

export type Paging = { page: number; pages: number; total: number; first: number }

// which of the seller's listings this page shows and the way to the others: plain links, so the
// pages work without JavaScript
export function ListingPager({
  paging,
  shown,
  path,
  label,
}: {
  paging: Paging
  shown: number
  path: string
  label: string
}) {
  if (paging.pages <= 1) return null
  const to = (page: number) => `${path}?page=${page}`
  return (
    <>
      <p>
        Showing homes {paging.first} to {paging.first + shown - 1} of {paging.total}: those with
        questions, tour requests or offers waiting come first.
      </p>
      <nav className="pagination" aria-label={label}>
        {paging.page > 1 ? (
          <Link to={to(paging.page - 1)} rel="prev">
            Previous page
          </Link>
        ) : (
          <span />
        )}
        <span>
          Page {paging.page} of {paging.pages}
        </span>
        {paging.page < paging.pages ? (
          <Link to={to(paging.page + 1)} rel="next">
            Next page
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  )
}
