import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Form } from '@remix-run/react'
import { formatBaths, formatCount, formatPrice } from '~/features/listings/listing'
import { pageTitle } from '~/features/shell/page-title'
import { widgetMessages } from '~/features/widgets/messages'
import { searchWidget } from '~/features/widgets/search-widget.server'
import { WidgetFrame } from '~/features/widgets/widget-frame'
import { ErrorSummary } from '~/ui/form/error-summary'
import { pageField, replyOf } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import type { PageMetaFunction } from '~/ui/page-meta'

const messages = widgetMessages.search

export const meta: PageMetaFunction<typeof loader> = ({ data }) =>
  pageTitle(messages.frameTitle, { failed: data ? Object.keys(data.errors).length > 0 : false })

// framed by other sites (ADR 040): a GET form, no session, no cookie
export async function loader({ request }: LoaderFunctionArgs) {
  return searchWidget(new URL(request.url).searchParams)
}

const labels = { place: messages.place, maxPrice: messages.maxPrice, beds: messages.beds }

export default function SearchWidget() {
  const { values, errors, total, homes, all } = useLoaderData<typeof loader>()
  const field = (name: keyof typeof labels) =>
    pageField('widget-search', name, { value: values[name], error: errors[name] })
  return (
    <WidgetFrame heading={messages.heading}>
      <ErrorSummary
        formId="widget-search"
        reply={replyOf(errors)}
        fields={(Object.keys(labels) as Array<keyof typeof labels>).map((name) => ({
          field: field(name),
          label: labels[name],
        }))}
      />
      <Form
        method="get"
        action="/widgets/search"
        id="widget-search"
        className="widget-search stack"
      >
        <TextField field={field('place')} label={labels.place} />
        <div className="widget-search__pair">
          <TextField field={field('maxPrice')} label={labels.maxPrice} inputMode="numeric" />
          <TextField field={field('beds')} label={labels.beds} inputMode="numeric" />
        </div>
        <button type="submit" className="button button--primary">
          {messages.submit}
        </button>
      </Form>
      <section aria-labelledby="widget-results" className="stack">
        <h2 id="widget-results">{messages.results(total)}</h2>
        {homes.length === 0 ? (
          <p>{messages.none}</p>
        ) : (
          <ol className="widget-results">
            {homes.map((home) => (
              <li key={home.id}>
                <a href={`/property/${home.id}`} target="_top">
                  {home.address}
                </a>
                <span className="widget-results__price">{formatPrice(home.price)}</span>
                <span className="widget-results__facts">
                  {home.beds} bd · {formatBaths(home.baths)} ba · {formatCount(home.sqft)} sq ft ·{' '}
                  {home.neighborhood}
                </span>
              </li>
            ))}
          </ol>
        )}
        {total > 0 ? (
          <p>
            <a href={all} target="_top">
              {messages.seeAll(total)}
            </a>
          </p>
        ) : null}
      </section>
    </WidgetFrame>
  )
}
