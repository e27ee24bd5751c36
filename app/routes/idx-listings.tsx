import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation, Link } from '@remix-run/react'
import { getSessionUser, requireRole } from '~/features/accounts/session.server'
import { FieldMappingTable } from '~/features/idx/field-mapping-table'
import { idxListingsPage, importIdxFile } from '~/features/idx/idx-import.server'
import { idxUploadMaxBytes } from '~/features/idx/idx-limits'
import { IdxImportForm } from '~/features/idx/import-form'
import type { ImportReport, MappingRow } from '~/features/idx/import-report'
import { ImportReportView } from '~/features/idx/import-report-view'
import { idxMessages } from '~/features/idx/messages'
import { IdxImportSchema } from '~/features/idx/schemas'
import { mappingRows } from '~/features/idx/reso-fields'
import { formatCount } from '~/features/listings/listing'
import { ListingCard } from '~/features/listings/listing-card'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const words = idxMessages.page

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error ? errorMeta(error) : pageTitle(words.title, { failed: isFailedReply(actionData?.reply) })
export const headers = headersWithRetryAfter

// the feed's file comes as an ordinary multipart post
export const handle = { uploads: { maxBytes: idxUploadMaxBytes } }

type ImportAnswer = {
  report: ImportReport | null
  reply: FormReply
  mapping: MappingRow[] | null
  ignored: string[]
}

// everyone browses the imported listings; an admin (the stored role) also imports
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  const admin = user?.storedRole === 'admin'
  const page = await idxListingsPage(request, user)
  return { ...page, admin, mapping: admin ? mappingRows({ matched: {}, ignored: [] }) : null }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, 'admin')
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const submission = parseWithZod(await request.formData(), { schema: IdxImportSchema })
    const reply = submission.reply({ fieldErrors: { file: [idxMessages.form.noFile] } })
    const answer: ImportAnswer = { report: null, reply, mapping: null, ignored: [] }
    return answerFailedForm(answer, { status: 400 })
  }
  // the body streams into the import, which checks it; the reply is the feed's name it kept
  const outcome = await importIdxFile(admin, request)
  if (!outcome.ok) {
    const sent = new FormData()
    sent.set('feed', outcome.feed)
    const fieldErrors = Object.fromEntries(
      Object.entries(outcome.errors).map(([name, message]) => [name, [message]]),
    )
    const answer: ImportAnswer = {
      report: null,
      reply: parseWithZod(sent, { schema: IdxImportSchema }).reply({ fieldErrors }),
      mapping: outcome.mapping ?? null,
      ignored: outcome.ignored ?? [],
    }
    return answerFailedForm(answer, outcome)
  }
  return data<ImportAnswer>({
    report: outcome.report,
    reply: { status: 'success', initialValue: { feed: outcome.report.feed } },
    mapping: null,
    ignored: [],
  })
}

export default function IdxListings() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const location = useLocation()
  const saved = new Set(page.saved)
  const hrefOf = (params: { feed?: string | null; page?: number }) => {
    const search = new URLSearchParams()
    if (params.feed) search.set('feed', params.feed)
    if (params.page && params.page > 1) search.set('page', String(params.page))
    return `/idx-listings${search.size > 0 ? `?${search}` : ''}`
  }
  const mapping = answer?.report?.mapping ?? answer?.mapping ?? page.mapping
  return (
    <div className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      {page.admin ? (
        <>
          {answer?.report ? <ImportReportView report={answer.report} /> : null}
          <IdxImportForm reply={answer?.reply} />
          {mapping ? (
            <FieldMappingTable
              mapping={mapping}
              ignored={answer?.report?.ignored ?? answer?.ignored}
            />
          ) : null}
        </>
      ) : null}
      <section aria-labelledby="listings-title" className="stack">
        <h2 id="listings-title">
          {formatCount(page.total)} imported listing{page.total === 1 ? '' : 's'}
          {page.feed ? ` from ${page.feed}` : ''}, most recently imported first
          {page.page > 1 ? ` · page ${page.page}` : ''}
        </h2>
        {page.feeds.length > 1 || page.feed ? (
          <nav aria-label="Feeds">
            <ul className="link-list">
              <li>
                <Link to="/idx-listings" aria-current={page.feed ? undefined : 'page'}>
                  Every feed
                </Link>
              </li>
              {page.feeds.map((feed) => (
                <li key={feed.name}>
                  <Link
                    to={hrefOf({ feed: feed.name })}
                    aria-current={page.feed === feed.name ? 'page' : undefined}
                  >
                    {feed.name} ({formatCount(feed.count)})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {page.listings.length === 0 ? (
          <p>{page.askedFeed && !page.feed ? words.noneInFeed(page.askedFeed) : words.none}</p>
        ) : (
          <ol className="listing-grid" aria-labelledby="listings-title">
            {page.listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard
                  listing={listing}
                  saved={saved.has(listing.id)}
                  returnTo={`${location.pathname}${location.search}`}
                />
              </li>
            ))}
          </ol>
        )}
        {page.pages > 1 ? (
          <nav className="pagination" aria-label="Result pages">
            {page.page > 1 ? (
              <Link to={hrefOf({ feed: page.feed, page: page.page - 1 })} rel="prev">
                Previous page
              </Link>
            ) : (
              <span />
            )}
            <span>
              Page {page.page} of {page.pages}
            </span>
            {page.page < page.pages ? (
              <Link to={hrefOf({ feed: page.feed, page: page.page + 1 })} rel="next">
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
