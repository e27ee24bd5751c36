import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form } from '@remix-run/react'
import { formatPrice } from '~/features/listings/listing'
import { saveStep } from '~/features/sellers/draft.server'
import { FlowButtons, StepHeader } from '~/features/sellers/flow-parts'
import { flowStep } from '~/features/sellers/flow-page.server'
import { stepPath } from '~/features/sellers/flow-steps'
import { priceWarnings } from '~/features/sellers/messages'
import { draftValuation, priceCheck } from '~/features/sellers/pricing.server'
import { PriceSchema } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import {
  AnalysisSummary,
  ComparableList,
  EstimateSummary,
} from '~/features/valuation/valuation-report'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Set your asking price'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

// the range an asking price is checked against: the model's 80% range, else the comparables'
function rangeOf(valuation: ReturnType<typeof draftValuation>) {
  return valuation?.estimate ?? valuation?.analysis ?? null
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, headers } = await flowStep(request, 'price')
  const valuation = draftValuation(draft)
  const range = rangeOf(valuation)
  const askingPrice = draft.price?.askingPrice ?? null
  const check = askingPrice !== null && range ? priceCheck(askingPrice, range) : 'within'
  return data({ valuation, range, askingPrice, check }, { headers })
}

// Continue with a price outside the range saves it and shows the warning first; Continue again
// with the same price goes on
export async function action({ request }: ActionFunctionArgs) {
  const { user, draft } = await flowStep(request, 'price')
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: PriceSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const { askingPrice } = submission.value
  const range = rangeOf(draftValuation(draft))
  const outside = range ? priceCheck(askingPrice, range) !== 'within' : false
  const warned =
    formData.get('warnedPrice') === String(askingPrice) && draft.price?.askingPrice === askingPrice
  const next = outside && !warned ? 'price' : 'plan'
  const saved = await saveStep(request, user!, next, { price: { askingPrice } })
  if (!saved.ok) {
    return answerFailedForm({ result: submission.reply({ formErrors: [saved.message] }) }, saved)
  }
  return redirect(next === 'price' ? `${stepPath('price')}#price-warning` : stepPath('plan'), {
    headers: saved.headers,
  })
}

export default function SellerFlowPrice() {
  const { valuation, range, askingPrice, check } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'seller-price',
    schema: PriceSchema,
    reply,
    defaultValue: { askingPrice: askingPrice === null ? undefined : String(askingPrice) },
  })
  return (
    <div className="stack seller-flow">
      <StepHeader step="price" title={title}>
        <p className="lead">
          What the valuation model says your home is worth, from its facts and the recorded sales of
          homes like it. You choose the asking price.
        </p>
      </StepHeader>
      {valuation?.estimate ? (
        <EstimateSummary estimate={valuation.estimate} heading="Estimate for your home">
          {valuation.analysis ? <AnalysisSummary analysis={valuation.analysis} /> : null}
        </EstimateSummary>
      ) : valuation?.analysis ? (
        <section aria-labelledby="estimate-title" className="valuation-estimate">
          <h2 id="estimate-title">Estimate for your home</h2>
          <AnalysisSummary analysis={valuation.analysis} />
        </section>
      ) : (
        <p>We cannot estimate this home yet; set the price you think is right.</p>
      )}
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.askingPrice, label: 'Asking price' }]}
      />
      {askingPrice !== null && range && check !== 'within' ? (
        <div className="notice notice--warning" id="price-warning">
          <h2>Check your price</h2>
          <p>
            {check === 'above'
              ? priceWarnings.above(formatPrice(range.high))
              : priceWarnings.below(formatPrice(range.low))}{' '}
            To keep {formatPrice(askingPrice)}, press Continue again.
          </p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <TextField
          field={fields.askingPrice}
          label="Asking price (USD)"
          hint={
            range
              ? `The estimate’s 80% range is ${formatPrice(range.low)} to ${formatPrice(range.high)}.`
              : 'Whole dollars, like 185000'
          }
          inputMode="numeric"
        />
        {askingPrice !== null && check !== 'within' ? (
          <input type="hidden" name="warnedPrice" value={askingPrice} />
        ) : null}
        <FlowButtons back={stepPath('photos')} />
      </Form>
      {valuation?.analysis ? (
        <section aria-labelledby="comparables-title">
          <h2 id="comparables-title">Comparable sales</h2>
          <p>Recorded sales of homes most like yours, each adjusted for how it differs.</p>
          <ComparableList analysis={valuation.analysis} />
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
