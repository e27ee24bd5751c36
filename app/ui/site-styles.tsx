import { createContext, useContext, useState } from 'react'
import stylesheetUrl from '~/styles/app.css?url'

// The site's stylesheet (ADR 013): inside the page's <head> on a first visit, so the page paints
// from its first response; linked (and cached for a year) once the visitor carries cookies, so
// repeat visitors' pages stay small and the server does not compress the CSS into every page.
// The server provides the CSS to inline, or null to link; in the browser the element keeps what
// the server sent, so hydration matches and the CSS is not also shipped inside a script.
const StylesContext = createContext<string | null>(null)

export const StylesProvider = StylesContext.Provider

const elementId = 'site-styles'

export function SiteStyles() {
  const provided = useContext(StylesContext)
  const [inline] = useState(() => {
    if (typeof document === 'undefined') return provided
    const sent = document.getElementById(elementId)
    return sent?.tagName === 'STYLE' ? (sent.textContent ?? '') : null
  })
  if (inline === null) return <link id={elementId} rel="stylesheet" href={stylesheetUrl} />
  return <style id={elementId} dangerouslySetInnerHTML={{ __html: inline }} />
}
