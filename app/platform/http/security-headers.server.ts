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
}

// the SDK's helper script (gapi), its hidden iframe on the auth domain (the Auth emulator in demo
// mode) and the APIs it calls; the page keeps a handle on the popup it opens (same-origin-allow-popups)
export type PopupSources = { paths: string[]; scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] }

// helmet's headers with a Content-Security-Policy that allows only our own scripts and the inline
// ones carrying this response's nonce (the render puts it on every script it writes)
export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const giveNonce = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  }
  const headersFor = (popup: PopupSources | undefined) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`, ...(popup?.scriptSrc ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: [...(options.development ? ["'self'", 'ws:'] : ["'self'"]), ...(popup?.connectSrc ?? [])],
          ...(popup ? { frameSrc: ["'self'", ...popup.frameSrc] } : {}),
          formAction: ["'self'", ...options.formActions],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: popup ? 'same-origin-allow-popups' : 'same-origin' },
      // no-referrer makes browsers send `Origin: null` on form posts, which Remix's CSRF check refuses
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.strictTransportSecurity,
    })
  const everyPage = headersFor(undefined)
  const popupPages = options.popup ? headersFor(options.popup) : everyPage
  const popupPaths = new Set(options.popup?.paths ?? [])
  const headers: RequestHandler = (req, res, next) => (popupPaths.has(req.path) ? popupPages : everyPage)(req, res, next)
  return [giveNonce, headers]
}

export function cspNonceOf(res: ServerResponse): string {
  return (res as Response).locals.cspNonce as string
}
