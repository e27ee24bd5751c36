import { getFormProps } from '@conform-to/react'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { getSessionUser } from '~/features/accounts/session.server'
import { amesZips } from '~/features/market/addresses'
import { fullServiceDeposit, purchaseById, purchases } from '~/features/payments/catalog'
import { startCheckout } from '~/features/payments/orders.server'
import { purchaseOptions } from '~/features/payments/purchase-options'
import { CheckoutSchema } from '~/features/payments/schemas'
import { planById } from '~/core/plans'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { newSubmissionId } from '~/platform/submission-id.server'
import { stripeSetup } from '~/platform/stripe.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { RadioGroup } from '~/ui/form/choice-group'
import { Select } from '~/ui/form/select'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle('Services and plans', { failed: isFailedReply(actionData?.result) })

// ?autoSelect={plan}&amount={amount} (the sign-in page's payment hand-off) chooses a purchase; the
// price is always the catalog's, and a link that quoted another amount is told so
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const asked = params.get('autoSelect')?.slice(0, 64) ?? null
  const chosen = purchaseById(asked)
  const quoted = Number(params.get('amount'))
  return {
    signedIn: Boolean(await getSessionUser(request)),
    payments: stripeSetup()
      ? stripeSetup()!.standIn
        ? ('stand-in' as const)
        : ('stripe' as const)
      : null,
    chosen: chosen?.id ?? null,
    freePlan: asked && planById(asked)?.price.kind === 'free' ? planById(asked)!.name : null,
    unknown: asked && !chosen && !planById(asked) ? asked : null,
    priceNote:
      chosen && params.has('amount') && quoted !== chosen.dollars
        ? `The link you followed said ${Number.isFinite(quoted) ? formatDollars(quoted) : params.get('amount')!.slice(0, 20)}; the price is ${formatDollars(chosen.dollars)}.`
        : null,
    submissionId: newSubmissionId(),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const user = await getSessionUser(request)
  if (!user) {
    // sign in first, then back here with the choice made (spec §2's payment hand-off)
    const purchase = purchaseById(String(form.get('purchase') ?? ''))
    throw redirect(
      purchase
        ? `/auth/login?${new URLSearchParams({ redirect: 'payment', plan: purchase.id, amount: String(purchase.dollars) })}`
        : `/auth/login?${new URLSearchParams({ redirectTo: '/services' })}`,
    )
  }
  const outcome = await startCheckout(
    { uid: user.uid, email: user.email || null },
    form,
    new URL(request.url).origin,
  )
  if (outcome.ok) throw redirect(outcome.url, 303)
  return answerFailedForm({ result: outcome.result }, outcome)
}

export default function Services() {
  const { signedIn, payments, chosen, freePlan, unknown, priceNote, submissionId } =
    useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'checkout',
    schema: CheckoutSchema,
    reply,
    defaultValue: { purchase: chosen ?? undefined },
  })
  return (
    <div className="stack">
      <h1>Services and plans</h1>
      <p className="lead">
        Pay for a selling plan or a bundle of services here. Compare them first on the{' '}
        <Link to="/marketplace">pricing page</Link>.
      </p>
      {freePlan ? (
        <p role="status">
          {freePlan} is free: there is nothing to pay.{' '}
          <Link to="/seller-flow">Start your listing</Link>.
        </p>
      ) : null}
      {unknown ? (
        <p role="status">We do not sell a plan called “{unknown}”. Choose one below.</p>
      ) : null}
      {priceNote ? <p role="status">{priceNote}</p> : null}
      {payments === null ? (
        <p className="notice">
          Payments are not set up on this site yet, so nothing can be bought here.
        </p>
      ) : null}
      {payments === 'stand-in' ? (
        <p className="notice">
          Test payments: this demo uses a stand-in for Stripe, and no money moves.
        </p>
      ) : null}
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.purchase, label: 'What to buy' },
          { field: fields.zip, label: 'ZIP code' },
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <SubmissionIdField id={submissionId} />
        <RadioGroup
          field={fields.purchase}
          legend="What to buy"
          options={purchaseOptions}
          hint={`Full service takes a ${formatDollars(fullServiceDeposit)} deposit today, credited against its share at closing.`}
        />
        <ul className="stack">
          {purchases.map((purchase) => (
            <li key={purchase.id}>
              <strong>{purchase.name}</strong>: {purchase.summary}
              {purchase.kind === 'bundle' ? (
                <>
                  {' '}
                  <Link to={`/marketplace/bundle/${purchase.id}`}>
                    What’s included<span className="visually-hidden"> in the {purchase.name}</span>
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <Select
          field={fields.zip}
          label="ZIP code of the home (bundles only)"
          hint="A bundle’s services are matched with providers who serve this ZIP code."
          options={amesZips.map((zip) => [zip, zip] as const)}
          placeholder="Choose a ZIP code"
        />
        <StatusButton
          label={signedIn ? 'Continue to payment' : 'Sign in to pay'}
          pendingLabel="Opening the payment page..."
        />
        <p>Payment is taken by Stripe on its own page; Threshold never sees your card number.</p>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
