import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import { galleryMessages } from './messages'
import { photoDimensions, photoSrcSet, photoUrl, type ListingPhoto } from './photo'

// how far a finger moves sideways before it counts as a swipe, in CSS pixels
const swipeDistance = 40

// a home's photos. Without JavaScript (and before it runs) a plain list of every image; with it,
// one photo at a time with previous/next buttons, the arrow keys, a swipe and a row of thumbnails.
// Every image keeps its srcset, so the browser picks the size the screen needs
export function PhotoGallery({ photos }: { photos: ListingPhoto[] }) {
  const hydrated = useHydrated()
  if (!hydrated || photos.length < 2) return <PhotoListing photos={photos} />
  return <PhotoCarousel photos={photos} />
}

function PhotoListing({ photos }: { photos: ListingPhoto[] }) {
  return (
    <ul className="photo-gallery__list">
      {photos.map((photo, index) => (
        <li key={photo.id} className={index === 0 ? 'photo-gallery__lead' : undefined}>
          <PhotoImage photo={photo} lead={index === 0} />
        </li>
      ))}
    </ul>
  )
}

function PhotoImage({
  photo,
  lead,
  eager,
}: {
  photo: ListingPhoto
  lead: boolean
  eager?: boolean
}) {
  const size = lead ? 'large' : 'medium'
  const { width, height } = photoDimensions(photo, size)
  return (
    <img
      src={photoUrl(photo, size)}
      srcSet={photoSrcSet(photo)}
      sizes={lead ? '(min-width: 1100px) 1040px, 100vw' : '(min-width: 700px) 50vw, 100vw'}
      width={width}
      height={height}
      alt={photo.alt}
      loading={lead || eager ? undefined : 'lazy'}
    />
  )
}

function PhotoCarousel({ photos }: { photos: ListingPhoto[] }) {
  const [shown, setShown] = useState(0)
  const start = useRef<number | null>(null)
  const count = photos.length
  const go = (index: number) => setShown((index + count) % count)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    go(target)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') start.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current
    start.current = null
    if (from === null) return
    const moved = event.clientX - from
    if (Math.abs(moved) >= swipeDistance) go(shown + (moved < 0 ? 1 : -1))
  }
  const photo = photos[shown]!
  return (
    // the arrow keys work wherever focus is inside: on the stage (one tab stop) or a button
    <div
      className="photo-gallery"
      role="group"
      aria-roledescription="carousel"
      aria-label={galleryMessages.label}
      onKeyDown={onKeyDown}
    >
      <div
        className="photo-gallery__stage"
        // one tab stop that takes the arrow keys; its description says how to move
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={galleryMessages.position(shown, count)}
        aria-describedby="photo-gallery-keys"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <PhotoImage key={photo.id} photo={photo} lead eager />
      </div>
      <p id="photo-gallery-keys" className="visually-hidden">
        {galleryMessages.keys}
      </p>
      <div className="photo-gallery__controls">
        <button
          type="button"
          className="button button--secondary"
          aria-label={galleryMessages.previous}
          onClick={() => go(shown - 1)}
        >
          ‹
        </button>
        <p className="photo-gallery__position" aria-live="polite">
          {galleryMessages.position(shown, count)}
        </p>
        <button
          type="button"
          className="button button--secondary"
          aria-label={galleryMessages.next}
          onClick={() => go(shown + 1)}
        >
          ›
        </button>
      </div>
      <ul className="photo-gallery__thumbs">
        {photos.map((thumb, index) => (
          <li key={thumb.id}>
            <button
              type="button"
              className="photo-gallery__thumb"
              aria-label={galleryMessages.show(index)}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => go(index)}
            >
              <img
                src={photoUrl(thumb, 'small')}
                alt=""
                width={photoDimensions(thumb, 'small').width}
                height={photoDimensions(thumb, 'small').height}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
