import { createRequire } from 'node:module'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { Suspense, type ReactNode } from 'react'
import { expect, test } from 'vitest'

// patches/react-dom+18.3.1.patch (ADR 046): the production server renderer joins a flush's chunks
// into one string written once, where React encodes every chunk into 2 KB byte views. The bytes
// must be React's: the patched production build is compared with the development build, which
// keeps React's own writing
type Server = { renderToPipeableStream(node: ReactNode, options: { onAllReady?(): void; onShellReady?(): void }): { pipe(to: NodeJS.WritableStream): void } }
const require = createRequire(import.meta.url)
// the builds by their files: the package's exports pick one by NODE_ENV
const builds = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs')
const patched = require(path.join(builds, 'react-dom-server.node.production.min.js')) as Server
const upstream = require(path.join(builds, 'react-dom-server.node.development.js')) as Server

function render(server: Server, node: ReactNode, waitFor: 'onShellReady' | 'onAllReady') {
  return new Promise<{ html: string; writes: number }>((resolve, reject) => {
    const out = new PassThrough()
    const parts: Buffer[] = []
    out.on('data', (part: Buffer) => parts.push(part))
    out.on('end', () => resolve({ html: Buffer.concat(parts).toString('utf8'), writes: parts.length }))
    out.on('error', reject)
    const stream = server.renderToPipeableStream(node, { [waitFor]: () => stream.pipe(out) })
  })
}

function Late({ text, after }: { text: string; after: Promise<void> }) {
  const state = after as Promise<void> & { done?: boolean }
  if (!state.done) throw state.then(() => void (state.done = true))
  return <p>{text}</p>
}

const page = (after: Promise<void>) => (
  <html lang="en">
    <head>
      <title>Ünïcödé 東京 🏠 &lt;escaped&gt;</title>
      <style dangerouslySetInnerHTML={{ __html: `.x{content:"${'é'.repeat(3000)}"}` }} />
    </head>
    <body>
      <main>
        {Array.from({ length: 400 }, (_, index) => (
          <a key={index} href={`/property/ames-${index}`} data-n={index} className="card">
            {index % 7 === 0 ? '🏡 ' : ''}Home {index} “quoted” & more
          </a>
        ))}
        <p>{'x'.repeat(5000)}</p>
        <Suspense fallback={<span>Loading…</span>}>
          <Late text="Arrived later — ✓" after={after} />
        </Suspense>
      </main>
    </body>
  </html>
)

// React 18 writes a whole 2 KB view when a character does not fit at its end, unused bytes
// included: a page gets NUL bytes wherever a character of two or more bytes (’ “ · — …) falls
// on a view's edge. React 19 writes only what it filled; the patch writes no views at all
const withoutNul = (html: string) => html.replaceAll('\u0000', '')

test('a page is written with the bytes React means to write, whole or streamed around a boundary', async () => {
  for (const waitFor of ['onAllReady', 'onShellReady'] as const) {
    const [ours, theirs] = await Promise.all([render(patched, page(new Promise((done) => setTimeout(done, 20))), waitFor), render(upstream, page(new Promise((done) => setTimeout(done, 20))), waitFor)])
    expect(ours.html).not.toContain('\u0000')
    expect(ours.html).toBe(withoutNul(theirs.html))
    expect(ours.html).toContain('Arrived later — ✓')
    expect(ours.html.length).toBeGreaterThan(20_000)
  }
})

test('upstream still writes NUL bytes at a view’s edge (when this fails, React was fixed: keep the patch for the single write)', async () => {
  const theirs = await render(upstream, page(Promise.resolve()), 'onAllReady')
  expect(theirs.html).toContain('\u0000')
})

test('a flush is one write, where React makes one every 2 KB', async () => {
  const [ours, theirs] = await Promise.all([render(patched, page(Promise.resolve()), 'onAllReady'), render(upstream, page(Promise.resolve()), 'onAllReady')])
  expect(theirs.writes).toBeGreaterThan(10)
  expect(ours.writes).toBeLessThan(theirs.writes)
})
