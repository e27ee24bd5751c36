import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'

type SecurityOptions = {
  // Vite's dev server talks to the page over a WebSocket
  development: boolean
  // origins forms may post to besides our own (the social sign-in providers)
  formActions: string[]
  strictTransportSecurity: boolean
  // pages that open a sign-in popup through the Firebase web SDK, and the origins it needs there
  popup?: PopupSources
  // pages other sites may frame (the widgets), and which sites
  framable?: FramablePages
  // origins the map's street basemap is read from (MAP_STYLE_URL's, ADR 068): its style, tiles,
  // glyphs and sprites are fetched by the map's script
  mapOrigins?: string[]
}

// every other page may be framed by our own pages only (frame-ancestors 'self', X-Frame-Options
// SAMEORIGIN); these are framed by the named ancestors ('*': any site) and say nothing of
// X-Frame-Options, which has no way to name other sites. Their Cross-Origin-Resource-Policy lets
// a framing page that requires it (COEP require-corp) still show them
export type FramablePages = { isFramable: (path: string) => boolean; ancestors: string[] }

// the SDK's helper script (gapi), its hidden iframe on the auth domain (the Auth emulator in demo
// mode) and the APIs it calls; the page keeps a handle on the popup it opens (same-origin-allow-popups)
export type PopupSources = {
  paths: string[]
  scriptSrc: string[]
  frameSrc: string[]
  connectSrc: string[]
}

// helmet's headers with a Content-Security-Policy that allows only our own scripts and the inline
// ones carrying this response's nonce (the render puts it on every script it writes)
export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const giveNonce = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  }
  const headersFor = (popup: PopupSources | undefined, ancestors?: string[]) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`,
            ...(popup?.scriptSrc ?? []),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: [
            ...(options.development ? ["'self'", 'ws:'] : ["'self'"]),
            ...(popup?.connectSrc ?? []),
            ...(options.mapOrigins ?? []),
          ],
          ...(popup ? { frameSrc: ["'self'", ...popup.frameSrc] } : {}),
          formAction: ["'self'", ...options.formActions],
          frameAncestors: ancestors ?? ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      ...(ancestors
        ? { xFrameOptions: false, crossOriginResourcePolicy: { policy: 'cross-origin' as const } }
        : {}),
      crossOriginOpenerPolicy: { policy: popup ? 'same-origin-allow-popups' : 'same-origin' },
      // no-referrer makes browsers send `Origin: null` on form posts, which Remix's CSRF check refuses
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.strictTransportSecurity,
    })
  const everyPage = headersFor(undefined)
  const popupPages = options.popup ? headersFor(options.popup) : everyPage
  const popupPaths = new Set(options.popup?.paths ?? [])
  const framable = options.framable
  const framablePages = framable ? headersFor(undefined, framable.ancestors) : everyPage
  const headers: RequestHandler = (req, res, next) =>
    (popupPaths.has(req.path)
      ? popupPages
      : framable?.isFramable(req.path)
        ? framablePages
        : everyPage)(req, res, next)
  return [giveNonce, headers]
}

export function cspNonceOf(res: ServerResponse): string {
  return (res as Response).locals.cspNonce as string
}
