// the bare route benchmarks compare pages against: Remix's own request handling, no data, no render
export function loader() {
  return new Response('hello', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
