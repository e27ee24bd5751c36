import { Link } from '@remix-run/react'
import { dateText } from '~/features/providers/provider'
import { formatDollars } from '~/ui/format'
import { orderStatusLabels } from './order-status'
import type { Order } from './orders.server'

// a buyer's orders, newest first, each linking to its confirmation page
export function OrdersTable({
  orders,
}: {
  orders: Array<Pick<Order, 'id' | 'name' | 'amountCents' | 'status' | 'createdAt'>>
}) {
  return (
    <table>
      <caption>Your orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={`/payment-confirmation?${new URLSearchParams({ order: order.id })}`}>
                {order.name}
              </Link>
            </th>
            <td>{dateText(order.createdAt)}</td>
            <td>{formatDollars(order.amountCents / 100)}</td>
            <td>{orderStatusLabels[order.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

// a dashboard's orders section: the latest few, or where to buy
export function OrdersSection({
  orders,
}: {
  orders: Array<Pick<Order, 'id' | 'name' | 'amountCents' | 'status' | 'createdAt'>>
}) {
  return (
    <section aria-labelledby="orders-title" className="stack">
      <h2 id="orders-title">Your orders ({orders.length})</h2>
      {orders.length === 0 ? (
        <p>
          No orders yet. Plans and service bundles are on the{' '}
          <Link to="/marketplace">pricing page</Link>.
        </p>
      ) : (
        <OrdersTable orders={orders} />
      )}
    </section>
  )
}
