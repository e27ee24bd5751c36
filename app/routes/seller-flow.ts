import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { resumePath } from '~/features/sellers/flow-page.server'

// /seller-flow: on to the step the listing in progress reached, or the first
export async function loader({ request }: LoaderFunctionArgs) {
  const { path, headers } = await resumePath(request)
  return redirect(path, { headers })
}
