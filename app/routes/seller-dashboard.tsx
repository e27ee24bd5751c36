import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { formatDay } from '~/features/listings/listing'
import { DashboardListings } from '~/features/sellers/dashboard-listings'
import { ListingPager } from '~/features/sellers/listing-pager'
import { sellerMessages } from '~/features/sellers/messages'
import { SellerNav } from '~/features/sellers/seller-nav'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
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
import { OrdersSection } from '~/features/payments/orders-table'
import { ordersOf } from '~/features/payments/orders.server'

const routeErrors: RouteErrors = {}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Seller dashboard', { failed: isFailedReply(actionData?.result) })

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  return answerFormOutcome(await discardDraftOutcome(user.uid, await request.formData()))
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  const page = new URL(request.url).searchParams.get('page')
  const [dashboard, orders] = await Promise.all([
    sellerDashboard(user, page),
    ordersOf(user.uid, 5),
  ])
  return { name: user.displayName, ...dashboard, orders }
}

export default function SellerDashboard() {
  const { name, listings, paging, practice, draft, orders } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  return (
    <div className="dashboard stack">
      <h1>Seller dashboard</h1>
      <p className="lead">
        Welcome{name ? `, ${name}` : ''}. Your listings and what buyers are doing with them.
      </p>
      <SellerNav />
      {practice ? (
        <p className="notice" id="practice">
          {sellerMessages.practiceInquiries}
        </p>
      ) : null}
      {draft ? (
        <section aria-labelledby="draft-title" className="card stack">
          <h2 id="draft-title">Continue your listing</h2>
          <p>
            {draft.address ?? 'A home not chosen yet'} · {draft.step}
            {draft.photos > 0 ? ` · ${draft.photos} photo${draft.photos === 1 ? '' : 's'}` : ''} ·
            saved {formatDay(draft.updatedAt)}
          </p>
          <p>
            <Link className="button button--primary" to="/seller-flow">
              Continue your listing
            </Link>
          </p>
          <DiscardDraft reply={reply} />
        </section>
      ) : null}
      {paging.total === 0 ? (
        draft ? null : (
          <section aria-labelledby="empty-title" className="card">
            <h2 id="empty-title">No listings yet</h2>
            <p>
              List your home to reach buyers searching Ames: questions, tour requests and offers
              then come to you here.
            </p>
            <p>
              <Link className="button button--primary" to="/seller-flow">
                List your home
              </Link>
            </p>
          </section>
        )
      ) : (
        <DashboardListings
          listings={listings}
          total={paging.total}
          pager={
            <ListingPager
              paging={paging}
              shown={listings.length}
              path="/seller-dashboard-authentic"
              label="Pages of your listings"
            />
          }
        />
      )}
      <OrdersSection orders={orders} />
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

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
