import type { ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'

const noStore = 'private, no-store'
const sharedFiles = new WeakSet<ServerResponse>()

// static serving calls this (express.static's setHeaders) for the files it answers with: those
// are the same for everyone and keep their own long cache headers
export function markSharedFile(res: ServerResponse) {
  sharedFiles.add(res)
}

// a route's answer that is the same for everyone who may have it (a published listing's photo)
// says so with this header, which is taken off before it goes out; it then keeps its own
// Cache-Control for a signed-in visitor too, unless it sets the session cookie (ADR 027)
export const sharedAnswerHeader = 'X-Threshold-Shared-Answer'

// Every answer to a signed-in visitor — a page, a `.data` request, a download, a redirect, an
// error page — and every answer that sets or clears the session cookie is `private, no-store`,
// whatever the handler said, so no shared cache or back-button store keeps someone's page.
// "Signed in" is read at the edge as a request carrying the session cookie (or an Authorization
// header), without checking it: a forged cookie only costs its sender caching. (ADR 018)
export function privateResponsesForSignedIn({ sessionCookie }: { sessionCookie: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const signedIn =
      carriesCookie(req.headers.cookie, sessionCookie) || Boolean(req.headers.authorization)
    // on-headers runs this just before the headers go out, with those given to writeHead applied
    onHeaders(res, function (this: ServerResponse) {
      const setsSession = [this.getHeader('set-cookie')]
        .flat()
        .some((cookie) => String(cookie ?? '').startsWith(`${sessionCookie}=`))
      const sharedAnswer = this.hasHeader(sharedAnswerHeader)
      this.removeHeader(sharedAnswerHeader)
      if (setsSession || (signedIn && !sharedFiles.has(this) && !sharedAnswer))
        this.setHeader('Cache-Control', noStore)
    })
    next()
  }
}

function carriesCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((pair) => {
    const [key, value] = pair.split('=', 2)
    return key?.trim() === name && Boolean(value?.trim())
  })
}
