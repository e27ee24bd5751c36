import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useRevalidator, Form, Link } from '@remix-run/react'
import { useEffect } from 'react'
import { requireUser } from '~/features/accounts/session.server'
import { orderStatusLabels } from '~/features/payments/order-status'
import { paymentMessages } from '~/features/payments/messages'
import { CancelOrderSchema } from '~/features/payments/schemas'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { OrdersTable } from '~/features/payments/orders-table'
import { cancelOrder, orderFor, ordersOf } from '~/features/payments/orders.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { dateText } from '~/features/providers/provider'
import { planMessages } from '~/features/sellers/messages'
import { publishedPath } from '~/core/plans'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {
  404: {
    title: 'Order not found',
    links: [
      { to: '/payment-confirmation', label: 'Your orders' },
      { to: '/marketplace', label: 'Pricing' },
    ],
  },
}
const freshMs = 10 * 60_000

export const meta: PageMetaFunction<typeof loader> = ({ data: page, error }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle(
        page?.order
          ? paymentMessages.orderTitle[page.order.status](page.order.name)
          : 'Your orders',
      )

// the order's state as stored (the signed webhook sets it), never as the address says
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const orderId = new URL(request.url).searchParams.get('order')
  if (!orderId) return { order: null, orders: await ordersOf(user.uid), fresh: false }
  const order = await orderFor(user.uid, orderId)
  return { order, orders: [], fresh: Date.now() - order.createdAt < freshMs }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const orderId = new URL(request.url).searchParams.get('order') ?? ''
  const submission = parseWithZod(await request.formData(), { schema: CancelOrderSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const outcome = await cancelOrder(user.uid, orderId)
  if (!outcome.ok)
    return answerFailedForm(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      outcome,
    )
  return redirectWithSuccess(`/payment-confirmation?${new URLSearchParams({ order: orderId })}`, {
    title: 'Order cancelled',
    description: 'Nothing was charged.',
  })
}

// a pending order just paid waits for Stripe's webhook: with JavaScript the page asks again every
// 3 s for its first 10 minutes; without, "Check again" does
function useCheckWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    if (!pending || state !== 'idle') return
    const timer = setTimeout(revalidate, 3_000)
    return () => clearTimeout(timer)
  }, [pending, state, revalidate])
}

export default function PaymentConfirmation() {
  const { order, orders, fresh } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form] = useSchemaForm({ id: 'cancel-order', schema: CancelOrderSchema, reply })
  const refusal = reply?.error?.['']?.join(' ')
  useCheckWhilePending(order?.status === 'pending' && fresh)
  if (!order) {
    return (
      <div className="stack">
        <h1>Your orders</h1>
        {orders.length === 0 ? (
          <p>
            No orders yet. See the plans and bundles on the{' '}
            <Link to="/marketplace">pricing page</Link>.
          </p>
        ) : (
          <OrdersTable orders={orders} />
        )}
      </div>
    )
  }
  return (
    <div className="stack">
      <h1>{paymentMessages.orderTitle[order.status](order.name)}</h1>
      <p className="lead" role="status">
        {order.status === 'paid'
          ? `Paid ${formatDollars(order.amountCents / 100)} on ${dateText(order.paidAt!)}. A receipt is in your mail.`
          : order.status === 'failed'
            ? `Not paid. ${order.failure ?? ''}`
            : 'Waiting for the payment to be confirmed. If you have just paid, this usually takes a few seconds.'}
      </p>
      <dl className="facts">
        <dt>Order</dt>
        <dd>{order.id}</dd>
        <dt>Amount</dt>
        <dd>{formatDollars(order.amountCents / 100)}</dd>
        <dt>Status</dt>
        <dd>{orderStatusLabels[order.status]}</dd>
        {order.zip ? (
          <>
            <dt>Services matched in</dt>
            <dd>ZIP {order.zip}</dd>
          </>
        ) : null}
      </dl>
      {order.status === 'paid' && order.kind === 'bundle' ? (
        <p>
          {order.requestIds?.length
            ? `We asked matched providers for ${order.requestIds.length === 1 ? 'one service' : `its ${order.requestIds.length} services`}; their quotes arrive on your requests.`
            : 'We are asking matched providers for its services.'}{' '}
          <Link to="/request-service">Your requests and their quotes</Link>
        </p>
      ) : null}
      {order.listingId ? (
        <p>
          <Link to={publishedPath(order.listingId)}>{planMessages.backToListing}</Link>
        </p>
      ) : null}
      {order.status === 'paid' && order.kind === 'plan' ? (
        <p>
          Your plan is active.{' '}
          <Link to="/seller-dashboard-authentic">Go to your seller dashboard</Link>
        </p>
      ) : null}
      {order.kind === 'job' && order.requestId ? (
        <p>
          {order.status === 'paid'
            ? 'The job is paid. '
            : order.status === 'failed'
              ? 'The job is not paid; you can pay for it again from its request. '
              : ''}
          <Link
            to={`/service-request-confirmation?${new URLSearchParams({ request: order.requestId })}#job-title`}
          >
            Your request and the job
          </Link>
        </p>
      ) : null}
      {order.status === 'pending' ? (
        <>
          <p>
            <Link
              to={`/payment-confirmation?${new URLSearchParams({ order: order.id })}`}
              reloadDocument
            >
              Check again
            </Link>
          </p>
          {refusal ? (
            <p role="alert" className="field__error">
              {refusal}
            </p>
          ) : null}
          {order.checkoutUrl ? (
            <p>
              <a href={order.checkoutUrl}>Return to the payment page</a>
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)}>
            <StatusButton
              className="button button--secondary"
              label="Cancel this order"
              pendingLabel="Cancelling..."
            />
          </Form>
        </>
      ) : null}
      <p>
        <Link to="/payment-confirmation">All your orders</Link> ·{' '}
        <Link to="/marketplace">Pricing</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
