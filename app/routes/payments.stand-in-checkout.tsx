import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form } from '@remix-run/react'
import { paymentMessages } from '~/features/payments/messages'
import { StandInCardSchema } from '~/features/payments/schemas'
import { payStandInCheckout, standInCheckout } from '~/features/payments/stripe-stand-in.server'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { errorPages } from '~/features/shell/messages'
import { pageTitle } from '~/features/shell/page-title'
import { expectedError } from '~/platform/http/expected-error'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { formatDollars } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle('Test checkout (Stripe stand-in)', { failed: isFailedReply(actionData?.result) })

// the stand-in's hosted checkout page: only in the embedded default, only for a session it made
function checkoutOf(params: { sessionId?: string }) {
  const checkout = standInCheckout(params.sessionId ?? '')
  if (!checkout) throw expectedError(404, errorPages[404].message)
  return checkout
}

// where the stand-in sends the buyer back: only this site
function backOnThisSite(target: string, request: Request) {
  const url = new URL(target)
  if (url.origin !== new URL(request.url).origin)
    throw expectedError(400, paymentMessages.sessionClosed)
  return `${url.pathname}${url.search}`
}

export async function loader({ params }: LoaderFunctionArgs) {
  const checkout = checkoutOf(params)
  return {
    name: checkout.name,
    amountCents: checkout.amountCents,
    email: checkout.email,
    open: checkout.open,
    cancelUrl: checkout.cancelUrl,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const checkout = checkoutOf(params)
  const form = await request.formData()
  if (form.get('intent') === 'cancel')
    throw redirect(backOnThisSite(checkout.cancelUrl, request), 303)
  const submission = parseWithZod(form, { schema: StandInCardSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const paid = await payStandInCheckout(checkout.id, submission.value.number)
  if (!paid.ok)
    return answerFailedForm(
      { result: submission.reply({ formErrors: [paid.message] }) },
      { status: 402 },
    )
  throw redirect(backOnThisSite(paid.returnTo, request), 303)
}

export default function StandInCheckout() {
  const { name, amountCents, email, open } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({ id: 'stand-in-card', schema: StandInCardSchema, reply })
  return (
    <div className="stack">
      <h1>Test checkout</h1>
      <p className="notice" role="note">
        {paymentMessages.standInBanner}
      </p>
      <dl className="facts">
        <dt>Paying for</dt>
        <dd>{name}</dd>
        <dt>Amount</dt>
        <dd>{formatDollars(amountCents / 100)}</dd>
        {email ? (
          <>
            <dt>Receipt to</dt>
            <dd>{email}</dd>
          </>
        ) : null}
      </dl>
      {!open ? (
        <p role="status">{paymentMessages.sessionClosed}</p>
      ) : (
        <>
          <ErrorSummary
            formId={form.id}
            reply={reply}
            fields={[
              { field: fields.name, label: 'Name on the card' },
              { field: fields.number, label: 'Card number' },
              { field: fields.expiry, label: 'Expiry' },
              { field: fields.cvc, label: 'Security code' },
            ]}
          />
          <Form method="post" {...getFormProps(form)} className="stack">
            <TextField field={fields.name} label="Name on the card" autoComplete="cc-name" />
            <TextField
              field={fields.number}
              label="Card number"
              hint="Test cards: 4242 4242 4242 4242 is paid; 4000 0000 0000 0002 is declined."
              inputMode="numeric"
              autoComplete="cc-number"
            />
            <TextField field={fields.expiry} label="Expiry (MM/YY)" autoComplete="cc-exp" />
            <TextField
              field={fields.cvc}
              label="Security code (CVC)"
              inputMode="numeric"
              autoComplete="cc-csc"
            />
            <StatusButton
              name="intent"
              value="pay"
              label={`Pay ${formatDollars(amountCents / 100)} (test)`}
              pendingLabel="Paying..."
            />
          </Form>
          <Form method="post">
            <StatusButton
              name="intent"
              value="cancel"
              className="button button--secondary"
              label="Cancel and go back"
              pendingLabel="Going back..."
            />
          </Form>
        </>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
