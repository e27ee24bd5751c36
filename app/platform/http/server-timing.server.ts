// The Server-Timing header of an answer Remix made: how long its loaders (or action) ran, from
// the request's start, and how long React took to render the page, when it rendered one. The
// render and data entry points set it on the Response they return, before anything is written.
export function serverTiming({ method, startedAt, renderStartedAt, now = performance.now() }: { method: string; startedAt: number; renderStartedAt?: number; now?: number }): string {
  const phase = method === 'GET' || method === 'HEAD' ? 'loader' : 'action'
  const timings = [`${phase};dur=${((renderStartedAt ?? now) - startedAt).toFixed(1)}`]
  if (renderStartedAt !== undefined) timings.push(`render;dur=${(now - renderStartedAt).toFixed(1)}`)
  return timings.join(', ')
}
