import { Link } from '@remix-run/react'
import type { PlaceholderPage as Page } from './placeholder-page.server'

export function PlaceholderPage({ page }: { page: Page }) {
  if (page.kind === 'coming-soon') {
    return (
      <article className="planned-page">
        <h1>{page.name}</h1>
        <p className="lead">Coming soon</p>
        <p>
          Until then, <Link to="/how-it-works">see how Threshold works</Link> or{' '}
          <Link to="/property-search">start searching homes</Link>.
        </p>
      </article>
    )
  }
  return (
    <article className="planned-page">
      <h1>{page.heading}</h1>
      <p className="lead">{page.summary}</p>
      <p>
        This page is being built. Meanwhile you can <Link to="/property-search">search homes</Link>{' '}
        or go to the <Link to="/">home page</Link>.
      </p>
    </article>
  )
}
