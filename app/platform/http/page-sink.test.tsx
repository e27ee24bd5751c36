import { createRequire } from 'node:module'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { Suspense, type ReactNode } from 'react'
import { expect, test } from 'vitest'
import { pageSink, withoutViewPadding } from './page-sink.server'

// React 18.3.1's server renderer writes a whole 2 KB view, unused bytes included, when a character
// of two or more bytes does not fit at its end (ADR 024). The page sink drops those bytes.
type Server = {
  renderToPipeableStream(
    node: ReactNode,
    options: { onAllReady?(): void },
  ): { pipe(to: NodeJS.WritableStream): void }
}
const require = createRequire(import.meta.url)
// both builds by their files: the package's exports pick one by NODE_ENV; the server runs the first
const builds = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs')
const production = require(path.join(builds, 'react-dom-server.node.production.min.js')) as Server
const development = require(path.join(builds, 'react-dom-server.node.development.js')) as Server

function Late({ text, after }: { text: string; after: Promise<void> }) {
  const state = after as Promise<void> & { done?: boolean }
  if (!state.done) throw state.then(() => void (state.done = true))
  return <p>{text}</p>
}

const page = () => (
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
          <Late text="Arrived later — ✓" after={new Promise((done) => setTimeout(done, 20))} />
        </Suspense>
      </main>
    </body>
  </html>
)

// as entry.server.tsx renders: the whole page, once it is ready, into the page sink
function throughSink(server: Server) {
  return new Promise<string>((resolve) => {
    const stream = server.renderToPipeableStream(page(), {
      onAllReady: () => stream.pipe(pageSink((body) => resolve(body.toString('utf8')))),
    })
  })
}

// what React wrote, byte for byte
function asWritten(server: Server) {
  return new Promise<string>((resolve, reject) => {
    const out = new PassThrough()
    const parts: Buffer[] = []
    out.on('data', (part: Buffer) => parts.push(part))
    out.on('end', () => resolve(Buffer.concat(parts).toString('utf8')))
    out.on('error', reject)
    const stream = server.renderToPipeableStream(page(), { onAllReady: () => stream.pipe(out) })
  })
}

test('React 18 still writes NUL bytes at a view’s edge (when this fails, React was fixed: withoutViewPadding can go)', async () => {
  expect(await asWritten(production)).toContain('\u0000')
  expect(await asWritten(development)).toContain('\u0000')
})

test('a page through the sink has React’s markup without the NUL bytes, in both builds', async () => {
  const expected = (await asWritten(development)).replaceAll('\u0000', '')
  for (const server of [production, development]) {
    const html = await throughSink(server)
    expect(html).not.toContain('\u0000')
    expect(html).toBe(expected)
  }
  expect(expected).toContain('Arrived later — ✓')
  expect(expected.length).toBeGreaterThan(20_000)
})

const view = (text: string, padding: number) => {
  const bytes = new Uint8Array(2048)
  bytes.set(new TextEncoder().encode(text.padEnd(2048 - padding, 'x')))
  return bytes
}
const bytesOf = (text: string) => new TextEncoder().encode(text)

test('only the padding before a character too long for it is dropped', () => {
  // one to three bytes short of a character's length: dropped
  expect(withoutViewPadding([view('a', 1), bytesOf('’b')])[0]!.byteLength).toBe(2047)
  expect(withoutViewPadding([view('a', 2), bytesOf('’b')])[0]!.byteLength).toBe(2046)
  expect(withoutViewPadding([view('a', 3), bytesOf('🏠b')])[0]!.byteLength).toBe(2045)
  // a character that would have fit, plain text next, the last view, a view of another size: kept
  expect(withoutViewPadding([view('a', 2), bytesOf('éb')])[0]!.byteLength).toBe(2048)
  expect(withoutViewPadding([view('a', 1), bytesOf('b')])[0]!.byteLength).toBe(2048)
  expect(withoutViewPadding([view('a', 1)])[0]!.byteLength).toBe(2048)
  const short = new Uint8Array(100)
  expect(withoutViewPadding([short, bytesOf('’')])[0]).toBe(short)
})
