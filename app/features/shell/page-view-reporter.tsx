import { useLocation, useMatches } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { apiRequest } from '~/platform/api-client'

// the server records the document request; this reports only the navigations that follow it
export function PageViewReporter() {
  const location = useLocation()
  const matches = useMatches()
  const last = useRef<{ key: string; path: string } | null>(null)
  const routeId = matches.at(-1)?.id ?? 'unknown'

  useEffect(() => {
    const path = `${location.pathname}${location.search}`
    const previous = last.current
    if (previous?.key === location.key) return
    last.current = { key: location.key, path }
    if (!previous) return
    const view = { path, routeId, referrer: `${window.location.origin}${previous.path}` }
    const sent = navigator.sendBeacon?.(
      '/api/events',
      new Blob([JSON.stringify(view)], { type: 'application/json' }),
    )
    if (!sent) apiRequest('/api/events', { method: 'POST', body: view }).catch(() => undefined)
    // a view is a new location; the route id only describes it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])
  return null
}
