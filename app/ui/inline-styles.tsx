import { createContext, useContext, useState } from 'react'

// The site's stylesheet travels inside each page's <head> (ADR 013). The server provides the
// built CSS; in the browser the element keeps the text the server sent, so hydration matches
// without the CSS also being shipped in a script.
const StylesContext = createContext('')

export const StylesProvider = StylesContext.Provider

const elementId = 'site-styles'

export function InlineStyles() {
  const provided = useContext(StylesContext)
  const [css] = useState(() =>
    typeof document === 'undefined' ? provided : (document.getElementById(elementId)?.textContent ?? provided),
  )
  return <style id={elementId} dangerouslySetInnerHTML={{ __html: css }} />
}
