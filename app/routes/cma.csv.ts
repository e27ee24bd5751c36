import type { LoaderFunctionArgs } from '@remix-run/node'
import { cmaCsvFile } from '~/features/valuation/valuation-pages.server'

// the analysis shown on /cma, as a spreadsheet
export function loader({ request }: LoaderFunctionArgs) {
  const { name, csv } = cmaCsvFile(new URL(request.url).searchParams)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
