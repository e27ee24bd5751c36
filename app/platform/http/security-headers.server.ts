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
}

// helmet's headers with a Content-Security-Policy that allows only our own scripts and the inline
// ones carrying this response's nonce (the render puts it on every script it writes)
export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const giveNonce = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  }
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: options.development ? ["'self'", 'ws:'] : ["'self'"],
        formAction: ["'self'", ...options.formActions],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // no-referrer makes browsers send `Origin: null` on form posts, which Remix's CSRF check refuses
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.strictTransportSecurity,
  })
  return [giveNonce, headers]
}

export function cspNonceOf(res: ServerResponse): string {
  return (res as Response).locals.cspNonce as string
}
