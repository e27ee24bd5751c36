import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { formatDay, formatPrice, statusLabels } from '~/features/listings/listing'
import { SellerNav } from '~/features/sellers/seller-nav'
import { answerOutcome } from '~/features/sellers/form-outcome.server'
import { DiscardDraftSchema } from '~/features/sellers/schemas'
import { discardDraftOutcome, sellerDashboard } from '~/features/sellers/workspace.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { Checkbox } from '~/ui/form/checkbox'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error ? errorMeta(error, routeErrors) : pageTitle('Seller dashboard', { failed: isFailedReply(actionData?.result) })

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'seller')
  return answerOutcome(await discardDraftOutcome(user.uid, await request.formData()))
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'seller')
  return { name: user.displayName, ...(await sellerDashboard(user.uid)) }
}

export default function SellerDashboard() {
  const { name, listings, draft } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const steps = listings.flatMap((row) => row.next)
  return (
    <div className="dashboard stack">
      <h1>Seller dashboard</h1>
      <p className="lead">Welcome{name ? `, ${name}` : ''}. Your listings and what buyers are doing with them.</p>
      <SellerNav />
      {draft ? (
        <section aria-labelledby="draft-title" className="card stack">
          <h2 id="draft-title">Continue your listing</h2>
          <p>
            {draft.address ?? 'A home not chosen yet'} · {draft.step}
            {draft.photos > 0 ? ` · ${draft.photos} photo${draft.photos === 1 ? '' : 's'}` : ''} · saved {formatDay(draft.updatedAt)}
          </p>
          <p>
            <Link className="button button--primary" to="/seller-flow">Continue your listing</Link>
          </p>
          <DiscardDraft reply={reply} />
        </section>
      ) : null}
      {listings.length === 0 ? (
        draft ? null : (
          <section aria-labelledby="empty-title" className="card">
            <h2 id="empty-title">No listings yet</h2>
            <p>List your home to reach buyers searching Ames: questions, tour requests and offers then come to you here.</p>
            <p>
              <Link className="button button--primary" to="/seller-flow">List your home</Link>
            </p>
          </section>
        )
      ) : (
        <>
          <section aria-labelledby="next-title">
            <h2 id="next-title">Next steps</h2>
            {steps.length === 0 ? <p>Nothing waiting for you. New questions, tour requests and offers will show here.</p> : (
              <ul className="link-list">
                {steps.map((step) => (
                  <li key={step.text}>
                    <Link to={step.to}>{step.text}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="listings-title">
            <h2 id="listings-title">Your listings ({listings.length})</h2>
            <ul className="record-list">
              {listings.map(({ listing, counts, daily }) => (
                <li key={listing.id} className="card stack">
                  <h3>
                    <Link to={`/property/${listing.id}`}>{listing.address}</Link>
                  </h3>
                  <p>
                    {statusLabels[listing.status]} · {formatPrice(listing.price)}
                  </p>
                  <table className="facts-table">
                    <caption className="visually-hidden">Activity on {listing.address}</caption>
                    <tbody>
                      <tr><th scope="row">Views, last 30 days</th><td>{counts.views} ({trend(counts.views, counts.viewsBefore)})</td></tr>
                      <tr><th scope="row">Saves</th><td>{counts.saves}</td></tr>
                      <tr><th scope="row">Questions</th><td>{counts.questions} ({counts.unanswered} unanswered)</td></tr>
                      <tr><th scope="row">Tour requests</th><td>{counts.tours} ({counts.toursWaiting} waiting)</td></tr>
                      <tr><th scope="row">Offers</th><td>{counts.offers} ({counts.openOffers} open)</td></tr>
                    </tbody>
                  </table>
                  <Sparkline daily={daily} label={`Daily views of ${listing.address} over the last 30 days: ${counts.views} in all`} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  )
}

// without JavaScript too: the box must be ticked, so one stray press discards nothing
function DiscardDraft({ reply }: { reply?: FormReply }) {
  const [form, fields] = useSchemaForm({ id: 'discard-draft', schema: DiscardDraftSchema, reply })
  const label = 'Yes, discard this draft and its photos'
  return (
    <details open={Boolean(reply)}>
      <summary>Discard this draft</summary>
      <ErrorSummary formId={form.id} reply={reply} fields={[{ field: fields.confirm, label }]} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <Checkbox field={fields.confirm} label={label} />
        <StatusButton label="Discard draft" pendingLabel="Discarding..." />
      </Form>
    </details>
  )
}

function trend(now: number, before: number): string {
  if (now === before) return 'the same as the 30 days before'
  return now > before ? `up from ${before} the 30 days before` : `down from ${before} the 30 days before`
}

// 30 daily counts as a small line; the label says what it shows in words
function Sparkline({ daily, label }: { daily: number[]; label: string }) {
  const width = 150
  const height = 30
  const top = Math.max(1, ...daily)
  const points = daily.map((count, index) => `${((index / (daily.length - 1)) * width).toFixed(1)},${(height - (count / top) * (height - 2) - 1).toFixed(1)}`).join(' ')
  return (
    <svg className="sparkline" role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
