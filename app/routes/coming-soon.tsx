import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/features/shell/page-title'
import { routeAt } from '~/features/shell/route-table.server'

// by route id in app/routes.ts
const names: Record<string, string> = { calendar: 'Calendar', resources: 'Resources', demo: 'Watch a Demo' }

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.name ?? 'Coming soon')

export function loader({ request }: LoaderFunctionArgs) {
  const route = routeAt(new URL(request.url).pathname)
  return { name: (route && names[route.id]) ?? 'Coming soon' }
}

export default function ComingSoon() {
  const { name } = useLoaderData<typeof loader>()
  return (
    <article className="planned-page">
      <h1>{name}</h1>
      <p className="lead">Coming soon</p>
      <p>
        Until then, <Link to="/how-it-works">see how Threshold works</Link> or{' '}
        <Link to="/property-search">start searching homes</Link>.
      </p>
    </article>
  )
}
