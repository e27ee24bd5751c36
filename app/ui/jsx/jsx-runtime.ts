import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime'

// The compiled JSX of this app (vite.config.ts: esbuild's jsxImportSource) makes its elements
// here. React 18's `jsx` copies every props object key by key to take out `key` and `ref`; the
// compiler always passes a props object of its own making, so when it holds neither (and the
// component has no defaultProps) the element can keep it, as React 19's `jsx` does. The element
// is the object React makes (the same fields, in the same order). ADR 045 has the figures.
const elementType = Symbol.for('react.element')

type Config = Record<string, unknown>
type ElementType = Parameters<typeof reactJsx>[0]

function keeps(type: ElementType, config: Config) {
  return (
    !('key' in config) &&
    !('ref' in config) &&
    (typeof type === 'string' || !(type as { defaultProps?: unknown } | null)?.defaultProps)
  )
}

function element(type: ElementType, config: Config, key: unknown) {
  return {
    $$typeof: elementType,
    type,
    key: key === undefined ? null : `${key as string}`,
    ref: null,
    props: config,
    _owner: null,
  }
}

export function jsx(type: ElementType, config: Config, key?: unknown) {
  return keeps(type, config) ? element(type, config, key) : reactJsx(type, config, key as string)
}

export function jsxs(type: ElementType, config: Config, key?: unknown) {
  return keeps(type, config) ? element(type, config, key) : reactJsxs(type, config, key as string)
}

export { Fragment }
