import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

// After the script moves to another page, focus would stay on <body> and nothing would be said.
// Focus moves to this line, which reads the new page's title, placed just before the skip link,
// so the next Tab reaches "Skip to main content" as on a page load. Changes within a page (a
// filter, a form sent back to itself) announce themselves where they happen.
export function RouteAnnouncer() {
  const location = useLocation()
  const shownPath = useRef(location.pathname)
  const lineRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (shownPath.current === location.pathname) return
    shownPath.current = location.pathname
    if (location.hash) return
    // the new page's <title> is in place once React has committed it
    const frame = requestAnimationFrame(() => {
      const line = lineRef.current
      if (!line) return
      line.textContent = document.title
      line.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [location.pathname, location.hash])

  return (
    <div ref={lineRef} tabIndex={-1} className="visually-hidden route-announcer" />
  )
}
