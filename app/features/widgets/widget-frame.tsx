import type { ReactNode } from 'react'
import { widgetMessages as messages } from './messages'

// a widget's page inside another site's frame: its heading, its content, whose it is and where
// its data comes from. Links leave the frame for the whole window (target _top), where the site
// opens with its own header and the visitor's own cookies
export function WidgetFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="widget stack">
      <h1 className="widget__heading">{heading}</h1>
      {children}
      <p className="widget__attribution">
        {messages.poweredByText}{' '}
        <a href="/" target="_top">
          {messages.poweredBy}
        </a>
        . {messages.attribution}
      </p>
    </div>
  )
}
