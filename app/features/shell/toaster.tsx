import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { ToastMessage } from 'remix-toast'
import { sentences } from '~/ui/format'
import { useHydrated } from '~/ui/use-hydrated'

// spec §9: one toast visible, shown 5000 ms, swipe right past 50 px dismisses, F8 focuses the region
const toastDurationMs = 5000
const swipeThresholdPx = 50
// long enough for a screen reader to have met the empty live region before text arrives in it
const announceDelayMs = 250

// The region sits first in <main>, so a page read from the top (always, without JavaScript) meets
// the message where it starts. A live region that already holds text when the page loads is not
// announced, so with JavaScript the words are put into an empty one once the page has hydrated.
export function Toaster({ toast }: { toast: ToastMessage | undefined }) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(toast)
  const [announced, setAnnounced] = useState('')
  const [held, setHeld] = useState(false)
  const [offset, setOffset] = useState(0)
  const regionRef = useRef<HTMLElement>(null)
  const swipeStart = useRef<number | null>(null)

  useEffect(() => {
    setCurrent(toast)
    setOffset(0)
  }, [toast])

  useEffect(() => {
    setAnnounced('')
    if (!hydrated || !current) return
    const timer = setTimeout(() => setAnnounced(textOf(current)), announceDelayMs)
    return () => clearTimeout(timer)
  }, [hydrated, current])

  useEffect(() => {
    if (!hydrated || !current || held) return
    const timer = setTimeout(() => setCurrent(undefined), current.duration ?? toastDurationMs)
    return () => clearTimeout(timer)
  }, [hydrated, current, held])

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      event.preventDefault()
      regionRef.current?.focus()
    }
    document.addEventListener('keydown', focusRegion)
    return () => document.removeEventListener('keydown', focusRegion)
  }, [])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    setOffset(Math.max(0, event.clientX - swipeStart.current))
  }
  const onPointerUp = () => {
    if (offset > swipeThresholdPx) setCurrent(undefined)
    swipeStart.current = null
    setOffset(0)
  }

  return (
    <section
      ref={regionRef}
      className="toast-region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      onFocus={() => setHeld(true)}
      onBlur={(event) =>
        regionRef.current?.contains(event.relatedTarget as Node | null) || setHeld(false)
      }
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announced}
      </div>
      {current ? (
        <div
          className={`toast toast--${current.type}`}
          data-testid="toast"
          style={
            offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined
          }
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <p className="toast__title">{current.message}</p>
          {current.description ? <p className="toast__description">{current.description}</p> : null}
          {hydrated ? (
            <button type="button" className="toast__close" onClick={() => setCurrent(undefined)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Dismiss notification</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

function textOf(toast: ToastMessage): string {
  return sentences(toast.message, toast.description)
}
