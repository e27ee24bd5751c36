import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { mapDotsText, ResultsMap } from './results-map'

const pin = { id: 'ames-0001', lat: 42.03, lng: -93.62, label: '1 Main Street', position: 1 }

test('the other matches are one path of round dots, one segment each, beside the numbered pins', () => {
  const others = mapDotsText([
    { lat: 42.01, lng: -93.6 },
    { lat: 42.020004, lng: -93.61 },
    { lat: 42.04, lng: -93.63 },
  ])
  expect(others).toBe('42.01,-93.6;42.02,-93.61;42.04,-93.63')
  const markup = renderToStaticMarkup(
    <ResultsMap pins={[pin]} others={others} title="Map of 4 matching homes" linked={false} />,
  )
  const paths = [...markup.matchAll(/<path d="([^"]*)"/g)].map((match) => match[1]!)
  expect(paths).toHaveLength(1)
  expect(paths[0]!.match(/M[\d.]+ [\d.]+h0/g)).toHaveLength(3)
  expect(markup).toContain('stroke-linecap="round"')
  // the pin is still drawn and numbered
  expect(markup).toMatch(/<text[^>]*>1<\/text>/)
  expect(markup.match(/<circle/g)).toHaveLength(1)
})

test('a map of the page’s own home alone draws no dots', () => {
  const markup = renderToStaticMarkup(
    <ResultsMap pins={[pin]} others="" title="Map of 1 Main Street" linked={false} />,
  )
  expect(markup).not.toContain('<path')
  expect(markup).toContain('Map of 1 Main Street')
})
