import { describe, expect, test } from 'vitest'
import { embedCode, isWidgetPath, widgets } from './widgets'

describe('the widgets', () => {
  test('each has its own path under /widgets/, and only those paths are widgets', () => {
    expect(widgets.map((widget) => widget.path)).toEqual(['/widgets/valuation', '/widgets/search'])
    for (const widget of widgets) expect(isWidgetPath(widget.path)).toBe(true)
    for (const path of ['/', '/widget-testing', '/widgets', '/property-search', '/auth/login'])
      expect(isWidgetPath(path)).toBe(false)
  })

  test('the embed code frames the widget at the site’s public address, with a title for screen readers', () => {
    const [valuation] = widgets
    expect(embedCode('https://threshold.example', valuation!)).toBe(
      '<iframe src="https://threshold.example/widgets/valuation" title="Threshold home value estimate" width="100%" height="760" style="border: 0; max-width: 480px;" loading="lazy"></iframe>',
    )
    // a public address with a path of its own still frames the widget at the site's root
    expect(embedCode('http://127.0.0.1:3000/', widgets[1]!)).toContain(
      'src="http://127.0.0.1:3000/widgets/search"',
    )
  })
})
