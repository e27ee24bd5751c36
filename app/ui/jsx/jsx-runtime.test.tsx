import { createRequire } from 'node:module'
import path from 'node:path'
import { createRef, forwardRef, memo, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { jsx as loadedJsx } from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { jsx, jsxs } from './jsx-runtime'

// the production build of React's runtime, which this one stands in for (tests run React's
// development build, whose elements carry checks of their own)
const require = createRequire(import.meta.url)
const reactJsx = require(
  path.join(
    path.dirname(require.resolve('react/package.json')),
    'cjs/react-jsx-runtime.production.min.js',
  ),
).jsx as typeof jsx

function Card({ title, children }: { title: string; children?: ReactNode }) {
  return jsxs('article', { children: [jsx('h3', { children: title }, 'h'), children] }) as never
}
function Greeting({ name }: { name: string }) {
  return jsx('p', { children: `Hello ${name}` }) as never
}
Greeting.defaultProps = { name: 'neighbour' }
const Field = forwardRef<HTMLInputElement, { label: string }>(function Field({ label }, ref) {
  return jsx('input', { 'aria-label': label, ref }) as never
})
const Pure = memo(function Pure({ n }: { n: number }) {
  return jsx('span', { children: n }) as never
})

// the elements the app's compiled JSX makes (production) against React's own
describe('jsx runtime', () => {
  const cases: Array<[string, Parameters<typeof jsx>]> = [
    ['an element', ['a', { href: '/terms', className: 'x', children: 'Terms' }]],
    ['a key', ['li', { children: 'one' }, 'k1']],
    ['a number key', ['li', { children: 'one' }, 7]],
    ['a component', [Card, { title: 'Home', children: 'body' }]],
    ['forwardRef', [Field, { label: 'Search' }]],
    ['memo', [Pure, { n: 3 }]],
  ]
  for (const [name, [type, config, key]] of cases) {
    it(`makes the element React makes: ${name}`, () => {
      const ours = jsx(type, { ...config }, key)
      const react = reactJsx(type, { ...config }, key)
      expect({ ...ours, _owner: null }).toEqual({ ...react, _owner: null })
      expect(Object.keys(ours)).toEqual(Object.keys(react))
      expect(renderToString(ours as never)).toBe(renderToString(react as never))
    })
  }

  // a key or ref in the props, or a component's defaultProps: React's own jsx makes the element
  const handedOn: Array<[string, Parameters<typeof jsx>]> = [
    ['a key inside the props (a spread)', ['li', { key: 'inside', children: 'two' }]],
    ['a ref inside the props', ['input', { ref: createRef(), name: 'q' }]],
    ['defaultProps', [Greeting, {}]],
  ]
  for (const [name, [type, config, key]] of handedOn) {
    it(`hands on to React: ${name}`, () => {
      const ours = jsx(type, { ...config }, key)
      const react = loadedJsx(type as never, { ...config } as never, key as string)
      expect(ours).toEqual(react)
      expect(ours.props).not.toBe(config)
    })
  }

  it('keeps the props object the compiler made when it has no key or ref', () => {
    const props = { className: 'x', children: ['a', 'b'] }
    expect(jsxs('div', props).props).toBe(props)
    const keyed = jsx('div', { key: 'k', className: 'x' })
    expect([keyed.key, keyed.props]).toEqual(['k', { className: 'x' }])
  })
})
