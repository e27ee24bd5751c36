import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/features/shell/page-title'
import { loadPlannedPage } from '~/features/shell/planned-pages.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.heading ?? 'Threshold')

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPlannedPage(request)
}

export default function PlannedPage() {
  const { heading, summary } = useLoaderData<typeof loader>()
  return (
    <article className="planned-page">
      <h1>{heading}</h1>
      <p className="lead">{summary}</p>
      <p>This page is being built. Meanwhile you can <Link to="/property-search">search homes</Link> or go to the{' '}
        <Link to="/">home page</Link>.
      </p>
    </article>
  )
}
