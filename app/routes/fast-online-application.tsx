import { getFormProps } from '@conform-to/react'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import {
  backEndRatio,
  frontEndRatio,
  taxAndInsuranceRate,
  termYears,
} from '~/features/buyers/affordability'
import { answerApplicationStep, applicationPage } from '~/features/buyers/application.server'
import { applicationSteps } from '~/features/buyers/application-steps'
import { formatPrice } from '~/features/listings/listing'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  400: {
    title: 'Step not found',
    links: [{ to: '/fast-online-application', label: 'Start your pre-qualification' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData, error }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Get pre-qualified', { failed: isFailedReply(actionData?.result) })

const stepOf = (request: Request) => new URL(request.url).searchParams.get('step')

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await applicationPage(request, stepOf(request))
  if ('missingStep' in page) throw redirect(`/fast-online-application?step=${page.missingStep}`)
  return page
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await answerApplicationStep(request, stepOf(request), await request.formData())
  if (!outcome.ok) return answerFailedForm({ result: outcome.result }, { status: 400 })
  return redirect(`/fast-online-application?step=${outcome.next}`, { headers: outcome.headers })
}

export default function FastOnlineApplication() {
  const { index, application, result } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  if (result) {
    return (
      <div className="stack application">
        <h1>What you can afford</h1>
        <p className="lead">
          Up to <strong>{formatPrice(result.maxPrice)}</strong>, with a{' '}
          {formatPrice(application.downPayment ?? 0)} down payment and a{' '}
          {formatPrice(result.loanAmount)} loan at {application.rate}% over {termYears} years.
        </p>
        <table className="facts-table">
          <tbody>
            <tr>
              <th scope="row">Monthly payment</th>
              <td>{formatPrice(result.monthlyPayment)}</td>
            </tr>
            <tr>
              <th scope="row">Principal and interest</th>
              <td>{formatPrice(result.principalAndInterest)}</td>
            </tr>
            <tr>
              <th scope="row">
                Property tax and insurance (est. {Math.round(taxAndInsuranceRate * 1000) / 10}% a
                year)
              </th>
              <td>{formatPrice(result.taxAndInsurance)}</td>
            </tr>
            <tr>
              <th scope="row">
                Housing limit ({Math.round(frontEndRatio * 100)}% of gross monthly income)
              </th>
              <td>{formatPrice(result.housingLimit)}</td>
            </tr>
            <tr>
              <th scope="row">
                Housing limit after debts ({Math.round(backEndRatio * 100)}% of income less{' '}
                {formatPrice(application.debts ?? 0)} debts)
              </th>
              <td>{formatPrice(result.totalDebtLimit)}</td>
            </tr>
          </tbody>
        </table>
        <p>
          {result.binding === 'total-debt'
            ? 'Your monthly debts set the limit: paying one down would raise what you can afford.'
            : 'Your income sets the limit (28% of it for housing).'}{' '}
          This is a pre-qualification estimate, not a loan offer.
        </p>
        <p>
          <Link
            to={`/property-search?maxPrice=${result.maxPrice}`}
            className="button button--primary"
          >
            See homes up to {formatPrice(result.maxPrice)}
          </Link>{' '}
          <Link to={`/fast-online-application?step=${applicationSteps[0].key}`}>
            Change your answers
          </Link>
        </p>
      </div>
    )
  }
  const step = applicationSteps[index]!
  return (
    <ApplicationStep key={step.key} index={index} saved={application[step.key]} reply={reply} />
  )
}

// one question of the pre-qualification, on its own schema
function ApplicationStep({
  index,
  saved,
  reply,
}: {
  index: number
  saved: number | undefined
  reply: FormReply | undefined
}) {
  const step = applicationSteps[index]!
  const [form, fields] = useSchemaForm({
    id: `application-${step.key}`,
    schema: step.schema,
    reply,
    defaultValue: { [step.key]: saved === undefined ? '' : String(saved) },
  })
  const field = fields[step.key as keyof typeof fields]
  return (
    <div className="stack application">
      <h1>Get pre-qualified</h1>
      <p>
        Step {index + 1} of {applicationSteps.length}: {step.title}. Your answers are saved as you
        go.
      </p>
      <ErrorSummary formId={form.id} reply={reply} fields={[{ field, label: step.label }]} />
      <Form
        method="post"
        action={`/fast-online-application?step=${step.key}`}
        {...getFormProps(form)}
        className="stack"
      >
        <TextField field={field} label={step.label} hint={step.hint} inputMode="decimal" />
        <div className="application__buttons">
          {index > 0 ? (
            <Link to={`/fast-online-application?step=${applicationSteps[index - 1]!.key}`}>
              Back
            </Link>
          ) : (
            <span />
          )}
          <StatusButton
            label={
              index === applicationSteps.length - 1 ? 'See what I can afford' : 'Save and continue'
            }
            pendingLabel="Saving..."
          />
        </div>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
