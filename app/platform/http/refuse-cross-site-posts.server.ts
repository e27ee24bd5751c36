import type { TLSSocket } from 'node:tls'
import type { NextFunction, Request, Response } from 'express'
import { logger } from '../logger.server'
import { refuse } from './refuse.server'

type Options = {
  // the site's public address; when set it is the only origin forms may come from
  publicUrl?: string
  // X-Forwarded-Proto and X-Forwarded-Host are a proxy's word, believed only behind one
  trustProxy: boolean
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

// a request that changes something must come from this site's own pages: its Origin (or, when a
// browser sends none, its Referer) must be this server's origin, scheme, host and port alike.
// Clients that send neither (scripts, curl) are no cross-site threat and pass. (ADR 018)
export function refuseCrossSitePosts({ publicUrl, trustProxy }: Options) {
  const fixedOrigin = publicUrl ? new URL(publicUrl).origin : undefined
  return (req: Request, res: Response, next: NextFunction) => {
    if (readOnlyMethods.has(req.method)) return next()
    const own = fixedOrigin ?? requestOrigin(req, trustProxy)
    const origin = req.get('origin')
    const referer = req.get('referer')
    const fetchSite = req.get('sec-fetch-site')
    if (origin === 'null') {
      // privacy settings make some browsers send "null" for their own forms; their fetch metadata says so
      if (fetchSite === 'same-origin') {
        delete req.headers.origin
        return next()
      }
    } else if (origin) {
      if (sameOrigin(origin, own)) return next()
    } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      // a browser that sent no Origin still says where the request came from
    } else if (!referer || sameOrigin(referer, own)) {
      return next()
    }
    logger.warn(
      {
        event: 'http.cross-site-post',
        origin: origin?.slice(0, 100),
        referer: originOf(referer)?.slice(0, 100),
        fetchSite: fetchSite?.slice(0, 20),
      },
      'cross-site post refused',
    )
    refuse(
      req,
      res,
      403,
      'That form came from another site',
      'For your safety Threshold only accepts forms sent from its own pages. Go back to Threshold and try again.',
    )
  }
}

// the origin the visitor's browser is talking to, as this server sees it
function requestOrigin(req: Request, trustProxy: boolean): string | undefined {
  const forwarded = (name: string) =>
    trustProxy ? req.get(name)?.split(',')[0]?.trim() || undefined : undefined
  const scheme =
    forwarded('x-forwarded-proto') ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http')
  const host = forwarded('x-forwarded-host') ?? req.get('host')
  if (!host || !/^https?$/i.test(scheme)) return undefined
  return originOf(`${scheme}://${host}`)
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function sameOrigin(url: string, own: string | undefined): boolean {
  return own !== undefined && originOf(url) === own
}
