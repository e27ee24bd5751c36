import { Form, Link } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { formatDollars } from '~/ui/format'
import { StatusButton } from '~/ui/status-button'
import { planMessages } from './messages'
import type { PlanView } from './plan-checkout.server'
import { publishedPath } from '~/core/plans'
import { PayPlanSchema } from './schemas'

// a listing's plan, what it costs today and where its payment stands; an unpaid plan has its Pay
// form, which posts to the listing's published page (a plain form: it works without JavaScript)
export function PlanPayment({
  listingId,
  address,
  plan,
}: {
  listingId: string
  address: string
  plan: PlanView
}) {
  const amount = formatDollars(plan.dueToday)
  const unpaid = plan.state === 'pending' || plan.state === 'failed'
  // a refusal is the published page's, which shows it above this form
  const [form] = useSchemaForm({
    id: `plan-pay-${listingId}`,
    schema: PayPlanSchema,
    reply: undefined,
  })
  return (
    <div className="stack plan-payment">
      <p>
        {planMessages.planLabel} <strong>{plan.name}</strong>
        {plan.state === 'free' ? null : ` · ${planMessages.dueToday(amount)}`} ·{' '}
        <span className={`plan-payment__state plan-payment__state--${plan.state}`}>
          {planMessages.stateLabels[plan.state]}
        </span>
      </p>
      {plan.state === 'pending' && plan.orderId ? (
        <p>
          {planMessages.justPaid}{' '}
          <Link to={`/payment-confirmation?${new URLSearchParams({ order: plan.orderId })}`}>
            {planMessages.checkOrder}
          </Link>
          .
        </p>
      ) : null}
      {unpaid ? (
        <Form
          method="post"
          action={publishedPath(listingId)}
          aria-label={planMessages.payFor(amount, address)}
          {...getFormProps(form)}
        >
          <input type="hidden" name="intent" value="pay" />
          <StatusButton label={planMessages.pay(amount)} pendingLabel={planMessages.paying} />
        </Form>
      ) : null}
    </div>
  )
}
