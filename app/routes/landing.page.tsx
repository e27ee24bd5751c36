import { parseWithZod } from '@conform-to/zod'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { landingPageView, pressLandingButton } from '~/features/landing/experiments.server'
import { LandingPageView } from '~/features/landing/landing-view'
import { LandingCtaSchema } from '~/features/landing/schemas'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ data: page, error }) =>
  error || !page
    ? errorMeta(error)
    : pageTitle(page.words.title, { description: page.words.heroText })

// a page under test says so itself (private, no-store); its cookie goes out with it
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers()
  const cacheControl = loaderHeaders.get('Cache-Control')
  if (cacheControl) headers.set('Cache-Control', cacheControl)
  return headers
}

// a published page made in /landing-admin; a draft or an unknown address is the site's 404
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { view, headers } = await landingPageView(request, params.slug ?? '', context.clientIp)
  return data(view, { headers })
}

// the page's button when its A/B test counts presses: counted, then on to the button's page
export async function action({ request, params, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: LandingCtaSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  return redirect(await pressLandingButton(request, params.slug ?? '', context.clientIp), 303)
}

export default function LandingPage() {
  const reply = useActionData<typeof action>()?.result
  return <LandingPageView {...useLoaderData<typeof loader>()} reply={reply} />
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
