import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/features/shell/page-title'
import { widgetMessages } from '~/features/widgets/messages'
import { embedCode, widgets } from '~/features/widgets/widgets'
import { env } from '~/platform/env.server'

const messages = widgetMessages.testing

export const meta: MetaFunction = () => pageTitle(messages.title, { description: messages.lead })

// the embed code names the site's public address (PUBLIC_URL), or the address this page was asked
// at when none is set (the embedded default)
export function loader({ request }: LoaderFunctionArgs) {
  const origin = env().PUBLIC_URL ?? new URL(request.url).origin
  return { widgets: widgets.map((widget) => ({ ...widget, code: embedCode(origin, widget) })) }
}

export default function WidgetTesting() {
  const { widgets: shown } = useLoaderData<typeof loader>()
  return (
    <div className="widget-testing stack">
      <h1>{messages.title}</h1>
      <p className="lead">{messages.lead}</p>
      {shown.map((widget) => (
        <section
          key={widget.id}
          aria-labelledby={`${widget.id}-widget-title`}
          className="widget-testing__widget stack"
        >
          <h2 id={`${widget.id}-widget-title`}>{widget.title}</h2>
          <p>{widget.summary}</p>
          <h3>{messages.embedHeading}</h3>
          <p className="field__hint">{messages.copyHint}</p>
          <pre className="embed-code">
            <code>{widget.code}</code>
          </pre>
          <h3>{messages.previewHeading}</h3>
          {/* the same page the embed code frames, from this site: the preview is what another site shows */}
          <iframe
            className="widget-testing__preview"
            src={widget.path}
            title={widget.title}
            height={widget.height}
          />
        </section>
      ))}
    </div>
  )
}
