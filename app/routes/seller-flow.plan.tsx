import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form } from '@remix-run/react'
import { saveStep } from '~/features/sellers/draft.server'
import { FlowButtons, StepHeader } from '~/features/sellers/flow-parts'
import { flowStep } from '~/features/sellers/flow-page.server'
import { stepPath } from '~/features/sellers/flow-steps'
import { planMessages } from '~/features/sellers/messages'
import { planPriceLabel, recommendedPlan, sellerPlans } from '~/core/plans'
import { PlanSchema } from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'How do you want to sell?'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, headers } = await flowStep(request, 'plan')
  return data({ plan: draft.plan ?? null, recommended: recommendedPlan(draft.intent) }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await flowStep(request, 'plan')
  const submission = parseWithZod(await request.formData(), { schema: PlanSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const saved = await saveStep(request, user!, 'review', { plan: submission.value.plan })
  if (!saved.ok) {
    return answerFailedForm({ result: submission.reply({ formErrors: [saved.message] }) }, saved)
  }
  return redirect(stepPath('review'), { headers: saved.headers })
}

export default function SellerFlowPlan() {
  const { plan, recommended } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  // nothing is chosen for the seller: the suggestion is text beside the choices, and a draft that
  // chose a plan shows that choice
  const [form, fields] = useSchemaForm({
    id: 'seller-plan',
    schema: PlanSchema,
    reply,
    defaultValue: plan ? { plan } : undefined,
  })
  const options = sellerPlans.map(
    (choice) =>
      [
        choice.id,
        `${choice.name} (${planPriceLabel(choice)}): ${choice.summary}${choice.id === recommended?.id ? ` ${planMessages.suggested}` : ''}`,
      ] as const,
  )
  return (
    <div className="stack seller-flow">
      <StepHeader step="plan" title={title}>
        <p className="lead">
          {recommended ? recommended.reason : planMessages.stepLead}{' '}
          {planMessages.payWhenPublishing}
        </p>
      </StepHeader>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.plan, label: 'Plan' }]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <RadioGroup
          field={fields.plan}
          legend="Plan"
          options={options}
          choicesClassName="choice-cards"
        />
        <FlowButtons back={stepPath('price')} />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
