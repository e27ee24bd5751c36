import { Form, Link } from '@remix-run/react'
import { propertyTypeLabels } from '~/core/home'
import { HouseIllustration } from './house-illustration'
import {
  formatAddress,
  formatBaths,
  formatCount,
  formatPrice,
  formatSaleDate,
  statusLabels,
  type Listing,
} from './listing'
import { describedPhotos, photoDimensions, photoUrl } from './photo'
import { StatusButton } from '~/ui/status-button'

// what a card shows (and its drawing), and where a map puts it: a page of results sends these
// rather than whole listings, a third of the data the browser is sent and the server serializes
const cardFields = [
  'id',
  'source',
  'feed',
  'status',
  'address',
  'lat',
  'lng',
  'neighborhood',
  'beds',
  'baths',
  'sqft',
  'propertyType',
  'stories',
  'garageSpaces',
  'photos',
  'price',
  'soldAt',
] as const
export type CardListing = Pick<Listing, (typeof cardFields)[number]>

export function cardListing(listing: Listing): CardListing {
  const card: Partial<Record<keyof CardListing, unknown>> = {}
  for (const field of cardFields) if (listing[field] !== undefined) card[field] = listing[field]
  return card as CardListing
}

type CardProps = {
  listing: CardListing
  saved?: boolean
  reason?: string
  returnTo: string
  position?: number
}

export function ListingCard({ listing, saved, reason, returnTo, position }: CardProps) {
  const headingId = `listing-${listing.id}`
  const cover = describedPhotos(listing.photos)[0]
  return (
    <article className="listing-card" aria-labelledby={headingId}>
      {cover ? (
        // the card's heading names the home; the picture adds nothing a screen reader needs
        <img
          className="listing-card__photo"
          src={photoUrl(cover, 'small')}
          {...photoDimensions(cover, 'small')}
          alt=""
          loading="lazy"
        />
      ) : (
        <HouseIllustration listing={listing} />
      )}
      <div className="listing-card__body">
        <p className="listing-card__price">
          {formatPrice(listing.price)}
          <span className={`listing-card__status listing-card__status--${listing.status}`}>
            {listing.status === 'sold'
              ? `Sold ${formatSaleDate(listing.soldAt)}`
              : statusLabels[listing.status]}
          </span>
        </p>
        <h3 id={headingId} className="listing-card__title">
          <Link to={`/property/${listing.id}`}>
            {position ? <span className="listing-card__pin">{position}</span> : null}
            {formatAddress(listing.address)}
          </Link>
        </h3>
        <p className="listing-card__facts">
          {listing.beds} bd · {formatBaths(listing.baths)} ba · {formatCount(listing.sqft)} sq ft ·{' '}
          {propertyTypeLabels[listing.propertyType]}
        </p>
        <p className="listing-card__place">{listing.neighborhood}</p>
        {/* a home another broker listed names the feed it came from, wherever it is shown */}
        {listing.source === 'idx' ? (
          <p className="listing-card__place listing-card__source">From: {listing.feed}</p>
        ) : null}
        {reason ? <p className="listing-card__reason">Matches “{reason}”</p> : null}
        <Form method="post" action={`/property/${listing.id}`} className="listing-card__save">
          <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
          <input type="hidden" name="returnTo" value={returnTo} />
          {/* a toggle keeps its name; aria-pressed says whether it is on */}
          <StatusButton
            className="button button--secondary button--toggle"
            aria-pressed={saved ? 'true' : 'false'}
            label={
              <>
                Save<span className="visually-hidden"> {formatAddress(listing.address)}</span>
              </>
            }
            pendingLabel="Saving..."
          />
        </Form>
      </div>
    </article>
  )
}
