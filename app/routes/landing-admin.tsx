import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { formatDay } from '~/features/listings/listing'
import { landingAdminPage } from '~/features/landing/landing-admin.server'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { LandingPageForm } from '~/features/landing/landing-form'
import {
  audienceLabels,
  landingPath,
  statusLabels,
  wordsOf,
  type LandingPage,
} from '~/features/landing/landing-page'
import { answerLandingAdmin } from '~/features/landing/landing-pages.server'
import { LandingPageView } from '~/features/landing/landing-view'
import { LandingStatusSchema } from '~/features/landing/schemas'
import { landingMessages } from '~/features/landing/messages'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const words = landingMessages.admin
const routeErrors: RouteErrors = {
  404: {
    title: 'Landing page not found',
    links: [{ to: '/landing-admin', label: 'Back to landing pages' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) => {
  if (error || !page) return errorMeta(error, routeErrors)
  const failed = isFailedReply(actionData?.result)
  if (page.view === 'preview') return pageTitle(`Preview: ${page.page.title}`, { failed })
  if (page.view === 'new') return pageTitle(words.newTitle, { failed })
  if (page.view === 'edit') return pageTitle(`${words.editTitle}: ${page.page.title}`, { failed })
  return pageTitle(words.title, { failed })
}
export const headers = headersWithRetryAfter

// admins only (the stored role): the list, a new page, ?edit=slug, ?preview=slug
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin')
  return landingAdminPage(new URL(request.url).searchParams)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'admin')
  return answerFormOutcome(await answerLandingAdmin(user.uid, await request.formData()))
}

export default function LandingAdmin() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  if (page.view === 'preview')
    return <Preview page={page.page} testing={page.testing} reply={answer?.result} />
  if (page.view === 'new' || page.view === 'edit') {
    const reply =
      answer?.intent === 'create' || answer?.intent === 'update' ? answer.result : undefined
    return (
      <div className="stack">
        <h1>{page.view === 'new' ? words.newTitle : `${words.editTitle}: ${page.page.title}`}</h1>
        {page.view === 'new' ? (
          <LandingPageForm
            mode="create"
            submissionId={page.submissionId}
            values={page.values}
            reply={reply}
          />
        ) : (
          <LandingPageForm
            mode="update"
            slug={page.page.slug}
            version={page.page.updatedAt}
            values={page.values}
            reply={reply}
          />
        )}
      </div>
    )
  }
  return (
    <div className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      <ErrorSummary formId="landing-status" reply={answer?.result} />
      <p className="button-row">
        <Link to="/landing-admin?edit=new" className="button button--primary">
          Create a landing page
        </Link>
        <Link to="/landing-ab-test">A/B tests</Link>
      </p>
      {page.pages.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <div className="prose">
          <table>
            <caption>Landing pages, most recently changed first</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">For</th>
                <th scope="col">Status</th>
                <th scope="col">Changed</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.pages.map((landing) => (
                <tr key={landing.slug}>
                  <th scope="row">
                    {landing.title}
                    <br />
                    <small>{landingPath(landing.slug)}</small>
                  </th>
                  <td>{audienceLabels[landing.audience]}</td>
                  <td>{statusLabels[landing.status]}</td>
                  <td>{formatDay(landing.updatedAt)}</td>
                  <td>
                    <ul className="link-list">
                      <li>
                        <Link to={`/landing-admin?edit=${landing.slug}`}>
                          Edit
                          <span className="visually-hidden"> {landing.title}</span>
                        </Link>
                      </li>
                      <li>
                        <Link to={`/landing-admin?preview=${landing.slug}`}>
                          Preview
                          <span className="visually-hidden"> {landing.title}</span>
                        </Link>
                      </li>
                      <li>
                        <StatusForm
                          slug={landing.slug}
                          title={landing.title}
                          status={landing.status}
                        />
                      </li>
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function StatusForm({
  slug,
  title,
  status,
}: {
  slug: string
  title: string
  status: LandingPage['status']
}) {
  const intent = status === 'published' ? 'unpublish' : 'publish'
  // a refusal is shown by the page's one summary, above the table
  const [form] = useSchemaForm({
    id: `landing-status-${slug}`,
    schema: LandingStatusSchema,
    reply: undefined,
  })
  return (
    <Form method="post" action="/landing-admin" {...getFormProps(form)}>
      <input type="hidden" name="slug" value={slug} />
      <StatusButton
        name="intent"
        value={intent}
        className={intent === 'publish' ? 'button button--primary' : 'button button--secondary'}
        label={
          <>
            {intent === 'publish' ? 'Publish' : 'Unpublish'}
            <span className="visually-hidden"> {title}</span>
          </>
        }
        pendingLabel={intent === 'publish' ? 'Publishing...' : 'Unpublishing...'}
      />
    </Form>
  )
}

// the page as visitors will see it, under a bar that says what state it is in
function Preview({
  page,
  testing,
  reply,
}: {
  page: LandingPage
  testing: boolean
  reply: Parameters<typeof ErrorSummary>[0]['reply']
}) {
  const published = page.status === 'published'
  return (
    <div className="stack">
      <ErrorSummary formId="landing-status" reply={reply} />
      <aside
        className={published ? 'notice notice--success stack' : 'notice notice--warning stack'}
        aria-label="Preview"
      >
        <p>{published ? words.previewPublished : words.previewDraft}</p>
        {testing ? <p>{words.experimentNote}</p> : null}
        <div className="button-row">
          <StatusForm slug={page.slug} title={page.title} status={page.status} />
          <Link to={`/landing-admin?edit=${page.slug}`}>Edit this page</Link>
          {published ? (
            <Link to={landingPath(page.slug)}>Open {landingPath(page.slug)}</Link>
          ) : null}
          <Link to="/landing-admin">Back to landing pages</Link>
        </div>
      </aside>
      <LandingPageView
        slug={page.slug}
        words={wordsOf(page)}
        sections={page.sections}
        ctaPath={page.cta.path}
        cta="link"
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
