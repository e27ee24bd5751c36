import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

// A micro-cache of whole pages for visitors without cookies: the same page asked for many times
// within `ttlMs` is rendered once. Only GET documents are kept, only 200 HTML answers that set no
// cookie and do not forbid storing; concurrent first requests wait for the one render. A kept
// page is served byte for byte (and gzipped once), so its inline scripts are allowed by their
// SHA-256 hashes in the Content-Security-Policy instead of the nonce it was rendered with. (ADR 010)
// The gzipped copy and the hashes are made at the page's first hit, not when it is kept: most
// pages kept are never asked for again (a search nobody else makes), and gzipping each of them
// was about 5% of a new search's time on the main thread (ADR 026).

export type CachedPage = {
  body: Buffer
  // made at the first hit that accepts gzip
  gzipped?: Buffer
  headers: Array<[string, string]>
  nonce: string
  // made at the first hit
  scriptHashes?: string[]
  storedAt: number
}

const gzippedOf = (page: CachedPage) => (page.gzipped ??= gzipSync(page.body))
const scriptHashesOf = (page: CachedPage) =>
  (page.scriptHashes ??= inlineScriptHashes(page.body.toString('utf8')))

// the hash of every inline script, as CSP `script-src` sources
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/.test(match[1]!) || match[2] === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

type PageCacheOptions = {
  ttlMs: number
  maxEntries: number
  maxBodyBytes?: number
  // the nonce of this response (set by the middleware before)
  nonceOf: (res: Response) => string
  // a page answered from memory is still a page view
  onHit?: (req: Request, res: Response) => void
}

const keptHeaders = ['content-type', 'content-language', 'cache-control', 'link']

function isCacheableRequest(req: Request): boolean {
  return (
    req.method === 'GET' &&
    !req.headers.cookie &&
    !req.headers.authorization &&
    !/\.[a-z0-9]+$/i.test(req.path) &&
    !('_data' in req.query) &&
    req.originalUrl.length <= 2048
  )
}

export function pageCache(options: PageCacheOptions) {
  const pages = new Map<string, CachedPage>()
  const rendering = new Map<string, Promise<CachedPage | null>>()
  const maxBodyBytes = options.maxBodyBytes ?? 1_000_000

  const fresh = (key: string) => {
    const page = pages.get(key)
    if (!page) return undefined
    if (performance.now() - page.storedAt > options.ttlMs) {
      pages.delete(key)
      return undefined
    }
    return page
  }

  const keep = (key: string, page: CachedPage) => {
    pages.delete(key)
    pages.set(key, page)
    while (pages.size > options.maxEntries) pages.delete(pages.keys().next().value!)
  }

  const serve = (req: Request, res: Response, page: CachedPage) => {
    options.onHit?.(req, res)
    for (const [name, value] of page.headers) res.setHeader(name, value)
    const policy = res.getHeader('content-security-policy')
    if (typeof policy === 'string') {
      res.setHeader(
        'Content-Security-Policy',
        policy.replace(
          `'nonce-${options.nonceOf(res)}'`,
          scriptHashesOf(page).join(' ') || "'none'",
        ),
      )
    }
    res.setHeader('X-Cache', 'hit')
    res.setHeader('Vary', 'Accept-Encoding')
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    const body = gzip ? gzippedOf(page) : page.body
    res.setHeader('Content-Length', body.length)
    res.status(200).end(req.method === 'HEAD' ? undefined : body)
  }

  return async function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    if (options.ttlMs <= 0 || !isCacheableRequest(req)) return next()
    const key = req.originalUrl
    const kept = fresh(key)
    if (kept) return serve(req, res, kept)
    const pending = rendering.get(key)
    if (pending) {
      const page = await pending
      return page ? serve(req, res, page) : next()
    }
    let settle: (page: CachedPage | null) => void = () => {}
    rendering.set(key, new Promise((resolve) => (settle = resolve)))
    const done = (page: CachedPage | null) => {
      rendering.delete(key)
      if (page) keep(key, page)
      settle(page)
    }
    captureBody(res, maxBodyBytes, (body) => {
      if (!body || res.statusCode !== 200) return done(null)
      const type = String(res.getHeader('content-type') ?? '')
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      if (
        !type.startsWith('text/html') ||
        res.getHeader('set-cookie') ||
        /no-store|private/.test(cacheControl)
      )
        return done(null)
      const headers = keptHeaders.flatMap((name) =>
        res.getHeader(name) ? [[name, String(res.getHeader(name))] as [string, string]] : [],
      )
      done({ body, headers, nonce: options.nonceOf(res), storedAt: performance.now() })
    })
    res.setHeader('X-Cache', 'miss')
    next()
  }
}

// collects what the handler writes (before compression, which sits below) and reports it once
// the response ends; null when it was cut short or grew too large to keep
function captureBody(res: Response, maxBytes: number, finished: (body: Buffer | null) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let reported = false
  const report = (body: Buffer | null) => {
    if (reported) return
    reported = true
    finished(body)
  }
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxBytes)
      return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(
            String(chunk),
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          )
    size += buffer.length
    chunks.push(Buffer.from(buffer))
  }
  const write = res.write
  const end = res.end
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as typeof res.write
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0])
    report(size > maxBytes ? null : Buffer.concat(chunks))
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest)
  } as typeof res.end
  res.on('close', () => report(null))
}
