import type { LoaderFunctionArgs } from '@remix-run/node'
import { cmaCsv } from '~/features/valuation/cma-csv'
import { valueHome } from '~/features/valuation/home-valuation.server'
import { readValuationRequest } from '~/features/valuation/valuation-request.server'

// the analysis shown on /cma, as a spreadsheet: same subject, same comps
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const asked = readValuationRequest(params)
  if (asked.status !== 'ready') return new Response('Choose a home on /cma first.\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const comps = params.getAll('comp')
  const { analysis } = valueHome(asked.subject, comps.length ? comps : undefined)
  if (!analysis) return new Response('The analysis has no comparable sales.\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const name = asked.subject.listingId ?? 'described-home'
  return new Response(cmaCsv(asked.subject.label, analysis), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="cma-${name}.csv"`, 'Cache-Control': 'no-store' },
  })
}
