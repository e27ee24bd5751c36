import { isRouteErrorResponse, useRouteError, Link } from '@remix-run/react'
import { expectedMessageOf } from '~/platform/http/expected-error'
import { errorPageFor, wayOn } from './messages'
import { pageTitle } from './page-title'

export type WayOn = { to: string; label: string }
// what a route says about its own errors, by status: a heading that names what went wrong there
// and the ways on that fit (back to search for a missing home...), before the site-wide ones
export type RouteErrors = Partial<Record<number, { title?: string; links?: WayOn[] }>>

export const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500)

function errorTitle(status: number, routeErrors: RouteErrors = {}): string {
  return routeErrors[status]?.title ?? errorPageFor(status).title
}

// the page title of a route's error boundary
export const errorMeta = (error: unknown, routeErrors?: RouteErrors) =>
  pageTitle(errorTitle(statusOf(error), routeErrors))

// `message` is what the route said went wrong (an expected error); the status's own words otherwise
function ErrorPage({
  status,
  message,
  detail,
  routeErrors = {},
}: {
  status: number
  message?: string
  detail?: string
  routeErrors?: RouteErrors
}) {
  const links: WayOn[] = [
    ...(routeErrors[status]?.links ?? []),
    wayOn.home,
    wayOn.search,
    ...(status === 403 ? [wayOn.signInAgain] : []),
  ]
  const unique = links.filter(
    (link, index) => links.findIndex((other) => other.to === link.to) === index,
  )
  return (
    <div className="error-page">
      <p className="error-page__status">Error {status}</p>
      <h1>{errorTitle(status, routeErrors)}</h1>
      <p>{message ?? errorPageFor(status).message}</p>
      <ul className="error-page__links">
        {unique.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {detail ? <pre className="error-page__detail">{detail}</pre> : null}
    </div>
  )
}

// the error boundary of the root and of any route that names its own errors
export function RouteErrorBoundary({ routeErrors }: { routeErrors?: RouteErrors }) {
  const error = useRouteError()
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <ErrorPage
      status={statusOf(error)}
      message={expectedMessageOf(error)}
      detail={detail}
      routeErrors={routeErrors}
    />
  )
}
