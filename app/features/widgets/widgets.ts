import { widgetMessages as messages } from './messages'

// the embeddable widgets: each its own route under /widgets/, made to be framed by other sites
// (ADR 040). `height` is the embed code's suggestion, enough for the widget's form and answer
export type Widget = {
  id: 'valuation' | 'search'
  path: string
  title: string
  summary: string
  height: number
}

export const widgets: readonly Widget[] = [
  {
    id: 'valuation',
    path: '/widgets/valuation',
    title: messages.valuation.frameTitle,
    summary: messages.valuation.summary,
    height: 760,
  },
  {
    id: 'search',
    path: '/widgets/search',
    title: messages.search.frameTitle,
    summary: messages.search.summary,
    height: 640,
  },
]

const widgetPrefix = '/widgets/'

// a widget's page (or its data request): framed by any site, no site header, no cookies
export function isWidgetPath(pathname: string): boolean {
  return pathname.startsWith(widgetPrefix)
}

// who may frame a widget: any site. A widget shows only public figures, reads and sets no cookie
// and has no form that changes anything (its forms are GET), so a framing page can gain nothing
// from it that it could not fetch itself; clickjacking needs an action to trick someone into
export const widgetFrameAncestors = ['*']

// the <iframe> a site pastes to show the widget, at the site's public address
export function embedCode(origin: string, widget: Widget): string {
  const src = new URL(widget.path, origin).href
  return `<iframe src="${src}" title="${widget.title}" width="100%" height="${widget.height}" style="border: 0; max-width: 480px;" loading="lazy"></iframe>`
}
