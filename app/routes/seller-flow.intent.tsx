import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { saveStep } from '~/features/sellers/draft.server'
import { FlowButtons, StepHeader } from '~/features/sellers/flow-parts'
import { flowStep } from '~/features/sellers/flow-page.server'
import { stepPath } from '~/features/sellers/flow-steps'
import {
  agentChoices,
  agentLabels,
  IntentSchema,
  timingLabels,
  timings,
} from '~/features/sellers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const title = 'Why and when are you selling?'
export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error ? errorMeta(error) : pageTitle(title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, user, headers } = await flowStep(request, 'intent')
  return data({ intent: draft.intent ?? null, signedIn: Boolean(user) }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await flowStep(request, 'intent')
  const submission = parseWithZod(await request.formData(), { schema: IntentSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const saved = await saveStep(request, user, 'property', { intent: submission.value })
  if (!saved.ok) {
    return answerFailedForm({ result: submission.reply({ formErrors: [saved.message] }) }, saved)
  }
  return redirect(stepPath('property'), { headers: saved.headers })
}

const labels = { timing: 'When do you want to sell?', agent: 'Do you want to work with an agent?' }

export default function SellerFlowIntent() {
  const { intent, signedIn } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form, fields] = useSchemaForm({
    id: 'seller-intent',
    schema: IntentSchema,
    reply,
    defaultValue: intent ?? undefined,
  })
  return (
    <div className="stack seller-flow">
      <StepHeader step="intent" title={title}>
        <p className="lead">
          List your home in six short steps. Your answers shape what we suggest later
          {signedIn
            ? ', and your progress is saved as you go'
            : '; you can start without an account'}
          .
        </p>
        {signedIn ? null : (
          <p>
            Curious what comes after?{' '}
            <Link to="/seller-dashboard-demo">See the seller dashboard with demo data</Link>.
          </p>
        )}
      </StepHeader>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.timing, label: labels.timing },
          { field: fields.agent, label: labels.agent },
        ]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <RadioGroup
          field={fields.timing}
          legend={labels.timing}
          options={timings.map((timing) => [timing, timingLabels[timing]] as const)}
        />
        <RadioGroup
          field={fields.agent}
          legend={labels.agent}
          options={agentChoices.map((choice) => [choice, agentLabels[choice]] as const)}
        />
        <FlowButtons back="/" />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
