import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { formatDay } from '~/features/listings/listing'
import { goalNames, variantName } from '~/features/landing/experiment'
import { ExperimentForm } from '~/features/landing/experiment-form'
import {
  ResultsTable,
  StopForm,
  VariantWords,
  verdictText,
} from '~/features/landing/experiment-results'
import { answerExperimentAdmin } from '~/features/landing/experiments.server'
import { experimentAdminPage } from '~/features/landing/landing-admin.server'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { landingPath, statusLabels } from '~/features/landing/landing-page'
import { landingMessages } from '~/features/landing/messages'
import { minimumExposures } from '~/features/landing/statistics'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { isFailedReply, pageField } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import type { PageMetaFunction } from '~/ui/page-meta'

const words = landingMessages.experiments
const routeErrors: RouteErrors = {
  404: { title: 'Not found', links: [{ to: '/landing-ab-test', label: 'Back to A/B tests' }] },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) => {
  if (error || !page) return errorMeta(error, routeErrors)
  const failed = isFailedReply(actionData?.result)
  if (page.view === 'results')
    return pageTitle(words.resultsTitle(page.page?.title ?? page.experiment.slug), { failed })
  if (page.view === 'new') return pageTitle(words.newTitle(page.page.title), { failed })
  return pageTitle(words.title, { failed })
}
export const headers = headersWithRetryAfter

// admins only (the stored role): the tests, a new test for ?page=slug, results for ?experiment=id
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin')
  return experimentAdminPage(new URL(request.url).searchParams)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'admin')
  return answerFormOutcome(await answerExperimentAdmin(user.uid, await request.formData()))
}

export default function LandingAbTest() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  if (page.view === 'new') {
    return (
      <div className="stack">
        <h1>{words.newTitle(page.page.title)}</h1>
        <p className="lead">
          Visitors to <Link to={landingPath(page.page.slug)}>{landingPath(page.page.slug)}</Link>{' '}
          are each given one variant, at random by the shares below, and keep it on every visit.{' '}
          {page.page.status === 'draft'
            ? 'The page is a draft: nobody is counted until you publish it.'
            : ''}
        </p>
        {page.running ? (
          <p className="notice notice--warning">
            {words.alreadyRunning}{' '}
            <Link to={`/landing-ab-test?experiment=${page.running}`}>See the running test</Link>
          </p>
        ) : (
          <ExperimentForm
            slug={page.page.slug}
            submissionId={page.submissionId}
            variants={page.variants}
            reply={answer?.intent === 'start' ? answer.result : undefined}
          />
        )}
      </div>
    )
  }
  if (page.view === 'results') {
    const { experiment, arms, verdict } = page
    const title = page.page?.title ?? experiment.slug
    return (
      <div className="stack">
        <h1>{words.resultsTitle(title)}</h1>
        <p>
          {experiment.status === 'running' ? 'Running' : 'Stopped'} · started{' '}
          {formatDay(experiment.startedAt)}
          {experiment.stoppedAt ? ` · stopped ${formatDay(experiment.stoppedAt)}` : ''} ·
          conversion: {goalNames[experiment.goal].toLowerCase()} ·{' '}
          <Link to={landingPath(experiment.slug)}>{landingPath(experiment.slug)}</Link>
        </p>
        {experiment.promoted ? <p>{words.promoted(variantName(experiment.promoted))}</p> : null}
        <section aria-labelledby="verdict-title" className="stack">
          <h2 id="verdict-title">Verdict</h2>
          <p className="notice" role="status">
            {verdictText(verdict, arms)}
          </p>
          <p>{words.rule(minimumExposures)}</p>
          <ResultsTable arms={arms} goal={experiment.goal} />
        </section>
        <section aria-labelledby="variants-title" className="stack">
          <h2 id="variants-title">What each variant shows</h2>
          <VariantWords arms={arms} />
        </section>
        {experiment.status === 'running' ? (
          <section aria-labelledby="stop-title" className="stack">
            <h2 id="stop-title">Stop the test</h2>
            <StopForm
              experimentId={experiment.id}
              arms={arms}
              reply={answer?.intent === 'stop' ? answer.result : undefined}
            />
          </section>
        ) : null}
        <p>
          <Link to="/landing-ab-test">Back to A/B tests</Link>
        </p>
      </div>
    )
  }
  return (
    <div className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      <section aria-labelledby="start-title" className="stack">
        <h2 id="start-title">Start a test</h2>
        {page.pages.length === 0 ? (
          <p>
            {words.noPages} <Link to="/landing-admin?edit=new">Create a landing page</Link>
          </p>
        ) : (
          <Form method="get" action="/landing-ab-test" className="stack">
            <Select
              field={pageField('choose-page', 'page')}
              label="Landing page"
              hint="Pages with a test running are not listed."
              options={page.pages.map(
                (landing) =>
                  [
                    landing.slug,
                    `${landing.title} (${statusLabels[landing.status].toLowerCase()})`,
                  ] as const,
              )}
            />
            <button type="submit" className="button button--secondary">
              Choose variants
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="tests-title" className="stack">
        <h2 id="tests-title">Tests</h2>
        {page.experiments.length === 0 ? (
          <p>{words.none}</p>
        ) : (
          <ul className="link-list">
            {page.experiments.map((experiment) => (
              <li key={experiment.id}>
                <Link to={`/landing-ab-test?experiment=${experiment.id}`}>
                  {experiment.pageTitle}
                </Link>{' '}
                · {experiment.status === 'running' ? 'running' : 'stopped'} since{' '}
                {formatDay(
                  experiment.status === 'running'
                    ? experiment.startedAt
                    : (experiment.stoppedAt ?? experiment.startedAt),
                )}{' '}
                · {experiment.variants.length} variants · {goalNames[experiment.goal].toLowerCase()}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="/landing-admin">Landing pages</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
