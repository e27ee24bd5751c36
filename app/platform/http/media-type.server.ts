import type { Request } from 'express'

// the media type of a request body without its parameters, lower case ('' when none is given)
export function mediaTypeOf(req: Request): string {
  return (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isMultipart(req: Request): boolean {
  return mediaTypeOf(req) === 'multipart/form-data'
}

// RFC 2046: 1 to 70 characters from a small set, the last not a space
export function multipartBoundaryOf(req: Request): string | null {
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(req.get('content-type') ?? '')?.[1]
  return boundary && /^[0-9a-z'()+_,\-./:=? ]{0,69}[0-9a-z'()+_,\-./:=?]$/i.test(boundary)
    ? boundary
    : null
}
