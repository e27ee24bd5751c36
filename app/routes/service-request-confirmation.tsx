import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/features/accounts/session.server'
import { categoryLabels } from '~/features/providers/categories'
import { providerMessages } from '~/features/providers/messages'
import { formatDollars } from '~/features/providers/provider'
import { requestOf } from '~/features/providers/service-requests.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { expectedError } from '~/platform/http/expected-error'
import type { PageMetaFunction } from '~/ui/page-meta'

const routeErrors: RouteErrors = { 404: { title: 'Request not found', links: [{ to: '/request-service', label: 'Request a service' }] } }

export const meta: PageMetaFunction<typeof loader> = ({ error }) => (error ? errorMeta(error, routeErrors) : pageTitle('Request sent'))

// the request as stored, for the one who sent it: another account, or a made-up id, gets the same 404
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const found = await requestOf(user.uid, new URL(request.url).searchParams.get('request') ?? '')
  if (!found) throw expectedError(404, providerMessages.requestUnknown)
  return { request: found }
}

export default function ServiceRequestConfirmation() {
  const { request } = useLoaderData<typeof loader>()
  const count = request.told.length
  return (
    <div className="stack">
      <h1>Request sent</h1>
      <p className="lead">
        {categoryLabels[request.category]} in {request.zip}
        {request.date ? `, needed by ${request.date}` : ''}
        {request.budget ? `, budget ${formatDollars(request.budget)}` : ''}.
      </p>
      <blockquote>{request.details}</blockquote>
      <section aria-labelledby="told-title" className="stack">
        <h2 id="told-title">
          {request.providerId ? 'The provider you chose was told' : `We told the ${count === 1 ? 'one provider' : `${count} providers`} who match best`}
        </h2>
        {!request.providerId && count < 3 ? <p>Only {count} provider{count === 1 ? '' : 's'} offer{count === 1 ? 's' : ''} this service in {request.zip}, so fewer than three were told.</p> : null}
        <ol className="stack">
          {request.told.map((told) => (
            <li key={told.providerId} className="card stack">
              <h3>
                <Link to={`/service-provider/${told.providerId}`}>{told.business}</Link>
              </h3>
              <p>
                {told.name}
                {request.providerId ? '' : ` · match score ${told.score} of 100`}
              </p>
              <ul>
                {told.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <p>Each provider sees your request among their leads and can answer with a quote. Your contact details are not shared until you accept a quote.</p>
      <p>
        <Link to="/service-experts">Find another expert</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
