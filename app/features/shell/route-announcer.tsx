import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

// After the script moves to another page, focus would stay on <body> and nothing would be said.
// Focus moves to this line, which reads the new page's title, placed just before the skip link,
// so the next Tab reaches "Skip to main content" as on a page load. A move to a fragment (a form
// that answers with `#comparables`) focuses that place, as a page load with the fragment would. An
// alert the new page focused itself (an error summary) keeps its focus.
export function RouteAnnouncer() {
  const location = useLocation()
  const shown = useRef({ key: location.key, pathname: location.pathname })
  const lineRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const before = shown.current
    if (before.key === location.key) return
    shown.current = { key: location.key, pathname: location.pathname }
    const newPage = before.pathname !== location.pathname
    if (!location.hash && !newPage) return
    // the new page's <title> and content are in place once React has committed them
    const frame = requestAnimationFrame(() => {
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null
      if (target) {
        if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
          target.setAttribute('tabindex', '-1')
        target.focus()
        return
      }
      const line = lineRef.current
      if (!line || !newPage) return
      // the new page already said what matters (a form's error summary took focus as it came in)
      if (document.activeElement?.matches('[role="alert"]')) return
      line.textContent = document.title
      line.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [location.key, location.pathname, location.hash])

  return <div ref={lineRef} tabIndex={-1} className="visually-hidden route-announcer" />
}
