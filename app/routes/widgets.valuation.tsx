import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/features/shell/page-title'
import { valuationMessages } from '~/features/valuation/messages'
import { AddressChoices } from '~/features/valuation/subject-notes'
import { ValuationForm } from '~/features/valuation/valuation-form'
import { EstimateSummary } from '~/features/valuation/valuation-report'
import { widgetMessages } from '~/features/widgets/messages'
import { valuationWidget } from '~/features/widgets/valuation-widget.server'
import { WidgetFrame } from '~/features/widgets/widget-frame'
import type { PageMetaFunction } from '~/ui/page-meta'

const messages = widgetMessages.valuation

export const meta: PageMetaFunction<typeof loader> = ({ data: widget }) =>
  pageTitle(widget?.subject ? `Estimate for ${widget.subject}` : messages.frameTitle, {
    failed: Boolean(widget?.result),
  })

// framed by other sites (ADR 040): a GET form, no session, no cookie
export function loader({ request }: LoaderFunctionArgs) {
  const widget = valuationWidget(new URL(request.url).searchParams)
  return data(widget, { status: widget.result ? 400 : 200 })
}

export default function ValuationWidget() {
  const { neighborhoods, defaults, result, matches, subject, estimate, modelMissing, fullReport } =
    useLoaderData<typeof loader>()
  return (
    <WidgetFrame heading={messages.heading}>
      {subject ? <p className="widget__subject">{subject}</p> : null}
      {estimate ? (
        <EstimateSummary estimate={estimate}>
          {fullReport ? (
            <p>
              <a href={fullReport} target="_top">
                {messages.fullReport}
              </a>
            </p>
          ) : null}
        </EstimateSummary>
      ) : null}
      {modelMissing ? <p role="status">{valuationMessages.modelMissing}</p> : null}
      {matches.length > 0 ? <AddressChoices matches={matches} action="/widgets/valuation" /> : null}
      <ValuationForm
        action="/widgets/valuation"
        neighborhoods={neighborhoods}
        result={result}
        defaults={defaults}
        submitLabel={messages.submit}
      />
    </WidgetFrame>
  )
}
