import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { errorMeta } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { PlaceholderPage } from '~/features/shell/placeholder-page'
import { placeholderPage, placeholderPost } from '~/features/shell/placeholder-page.server'

// every path the route table does not route: the spec's placeholders (ADR 031), otherwise 404
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorMeta(error)
  return pageTitle(data.kind === 'planned' ? data.heading : data.name)
}

export function loader({ request }: LoaderFunctionArgs) {
  return placeholderPage(request)
}

export function action({ request }: ActionFunctionArgs) {
  return placeholderPost(request)
}

export default function AnyOtherPath() {
  return <PlaceholderPage page={useLoaderData<typeof loader>()} />
}
