// A Response whose body is already whole in memory (a rendered page) is written out in one call.
// Written through its ReadableStream, the same bytes went through a web stream, a reader and a
// chunk copy on every page (about 2% of a signed-in page's server time, ADR 047).
const wholeBodies = new WeakMap<Response, string | Uint8Array>()

export function wholeResponse(
  body: string | Uint8Array<ArrayBuffer>,
  init: ResponseInit,
): Response {
  const response = new Response(body, init)
  wholeBodies.set(response, body)
  return response
}

// the body to write, unless something before us has read the stream (then the stream is the truth)
export function wholeBodyOf(response: Response): string | Uint8Array | undefined {
  return response.bodyUsed ? undefined : wholeBodies.get(response)
}
