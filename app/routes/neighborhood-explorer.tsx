import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form } from '@remix-run/react'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { explorerMessages as messages } from '~/features/market/messages'
import {
  explorerMapSummary,
  explorerPage,
} from '~/features/neighborhoods/neighborhood-explorer.server'
import { mapStyleUrl } from '~/features/search/map-data.server'
import { noValueFill } from '~/features/market/neighborhood-colors'
import { NeighborhoodMap } from '~/features/market/neighborhood-map'
import { measureLabels, measures, parseMeasure } from '~/features/market/neighborhood-measures'
import { NeighborhoodTable } from '~/features/market/neighborhood-table'
import { MapView } from '~/features/search/map-view'
import { pageTitle } from '~/features/shell/page-title'
import { BarChart } from '~/ui/bar-chart'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, replyOf } from '~/ui/form/field-state'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ data }) =>
  pageTitle(messages.title, { failed: Boolean(data?.error), description: messages.description })

export function loader({ request }: LoaderFunctionArgs) {
  const { measure, error } = parseMeasure(new URL(request.url).searchParams)
  return {
    measure,
    error,
    ...explorerPage(measure),
    mapStyleUrl: mapStyleUrl(),
    mapSummary: explorerMapSummary(),
  }
}

const measureOptions = measures.map((measure) => [measure, measureLabels[measure]] as const)

export default function NeighborhoodExplorer() {
  const { measure, error, years, rows, market, legend, anyMissing, map, mapStyleUrl, mapSummary } =
    useLoaderData<typeof loader>()
  const field = pageField('measure-form', 'measure', { value: measure, error })
  const label = measureLabels[measure]
  const areas = map.areas.map((area) => ({
    ...area,
    name: rows[area.number - 1]!.name,
    search: rows[area.number - 1]!.search,
  }))
  return (
    <div className="explorer-page stack">
      <h1>{messages.title}</h1>
      <p className="lead">{messages.lead}</p>
      <MarketAttribution />
      <section aria-labelledby="map-section-title" className="stack">
        <h2 id="map-section-title">{messages.mapSection}</h2>
        <ErrorSummary
          formId="measure-form"
          reply={replyOf({ measure: error })}
          fields={[{ field, label: messages.measureLegend }]}
        />
        <Form
          method="get"
          action="/neighborhood-explorer"
          id="measure-form"
          className="explorer-measure"
        >
          <RadioGroup
            field={field}
            legend={messages.measureLegend}
            options={measureOptions}
            choicesClassName="explorer-measure__choices"
          />
          <button type="submit" className="button button--primary">
            {messages.measureButton}
          </button>
        </Form>
        <NeighborhoodMap
          title={messages.mapTitle(label)}
          caption={messages.mapCaption}
          width={map.width}
          height={map.height}
          areas={areas}
          legendTitle={messages.legendTitle(label)}
          legend={legend}
          missing={anyMissing ? { fill: noValueFill, label: messages.noValue } : null}
        />
        <MapView
          id="explorer-map"
          homesUrl="/api/map/homes"
          neighborhoods
          styleUrl={mapStyleUrl}
          summary={mapSummary}
          search={null}
          marked={null}
          focus={null}
          fallback={null}
        />
      </section>
      <section aria-labelledby="figures-section-title" className="stack">
        <h2 id="figures-section-title">{messages.figuresSection}</h2>
        <NeighborhoodTable years={years} rows={rows} market={market} />
        <BarChart
          title={messages.trendTitle}
          labelHeading={messages.yearHeading}
          valueHeading={messages.measures['price-per-sqft']}
          tickText={formatDollars}
          bars={years.flatMap((year, index) => {
            const value = market.perSqftByYear[index] ?? null
            return value === null
              ? []
              : [{ label: String(year), value, valueText: formatDollars(value) }]
          })}
        />
        <h3>{messages.definitionsTitle}</h3>
        <ul>
          {Object.values(messages.definitions).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p>{messages.dataNote}</p>
      </section>
    </div>
  )
}
