import { Link } from '@remix-run/react'

const pages: Record<number, { title: string; message: string }> = {
  400: { title: 'That request could not be understood', message: 'Check what you entered and try again.' },
  403: {
    title: "You don't have access to this page",
    message: 'This page belongs to another kind of account. Switch role or sign in with an account that has access.',
  },
  401: { title: 'Please sign in', message: 'Sign in to continue.' },
  404: {
    title: 'Page not found',
    message: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  },
  405: { title: 'That action is not available here', message: 'This page cannot handle that kind of request.' },
  413: { title: 'That was too much to send', message: 'Shorten what you entered, or send a smaller file.' },
  415: { title: 'That kind of request is not accepted here', message: 'Send the form from its page and try again.' },
  429: { title: 'Too many requests', message: 'Please wait a moment and try again.' },
  503: {
    title: 'Threshold is temporarily unavailable',
    message: 'One of our services is not answering right now. Please try again in a minute.',
  },
}

const unexpected = { title: 'Something went wrong', message: 'An unexpected error occurred. Please try again.' }

export function errorTitle(status: number): string {
  return (pages[status] ?? unexpected).title
}

// `message` is what the route said went wrong (an expected error); the status's own words otherwise
export function ErrorPage({ status, message, detail }: { status: number; message?: string; detail?: string }) {
  const page = pages[status] ?? unexpected
  return (
    <div className="error-page">
      <p className="error-page__status">Error {status}</p>
      <h1>{page.title}</h1>
      <p>{message ?? page.message}</p>
      <ul className="error-page__links">
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/property-search">Search homes</Link>
        </li>
        {status === 403 ? (
          <li>
            <Link to="/auth/login">Sign in with another account</Link>
          </li>
        ) : null}
      </ul>
      {detail ? <pre className="error-page__detail">{detail}</pre> : null}
    </div>
  )
}
