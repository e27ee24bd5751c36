import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { backEndRatio, frontEndRatio, taxAndInsuranceRate, termYears } from '~/features/buyers/affordability'
import { answerApplicationStep, applicationPage } from '~/features/buyers/application.server'
import { applicationSteps } from '~/features/buyers/application-steps'
import { formatPrice } from '~/features/listings/listing'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { ErrorSummary } from '~/ui/error-summary'
import { TextField } from '~/ui/text-field'

const routeErrors: RouteErrors = { 400: { title: 'Step not found', links: [{ to: '/fast-online-application', label: 'Start your pre-qualification' }] } }

export const handle = { title: 'Get pre-qualified' }
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error, routeErrors) : pageTitle(handle.title))

const stepOf = (request: Request) => new URL(request.url).searchParams.get('step')

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await applicationPage(request, stepOf(request))
  if ('missingStep' in page) throw redirect(`/fast-online-application?step=${page.missingStep}`)
  return page
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await answerApplicationStep(request, stepOf(request), await request.formData())
  if (!outcome.ok) return data({ result: outcome.result }, { status: 400 })
  return redirect(`/fast-online-application?step=${outcome.next}`, { headers: outcome.headers })
}

export default function FastOnlineApplication() {
  const { index, application, result } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (result) {
    return (
      <div className="stack application">
        <h1>What you can afford</h1>
        <p className="lead">
          Up to <strong>{formatPrice(result.maxPrice)}</strong>, with a {formatPrice(application.downPayment ?? 0)} down payment and a{' '}
          {formatPrice(result.loanAmount)} loan at {application.rate}% over {termYears} years.
        </p>
        <table className="facts-table">
          <tbody>
            <tr><th scope="row">Monthly payment</th><td>{formatPrice(result.monthlyPayment)}</td></tr>
            <tr><th scope="row">Principal and interest</th><td>{formatPrice(result.principalAndInterest)}</td></tr>
            <tr><th scope="row">Property tax and insurance (est. {Math.round(taxAndInsuranceRate * 1000) / 10}% a year)</th><td>{formatPrice(result.taxAndInsurance)}</td></tr>
            <tr><th scope="row">Housing limit ({Math.round(frontEndRatio * 100)}% of gross monthly income)</th><td>{formatPrice(result.housingLimit)}</td></tr>
            <tr><th scope="row">Housing limit after debts ({Math.round(backEndRatio * 100)}% of income less {formatPrice(application.debts ?? 0)} debts)</th><td>{formatPrice(result.totalDebtLimit)}</td></tr>
          </tbody>
        </table>
        <p>
          {result.binding === 'total-debt'
            ? 'Your monthly debts set the limit: paying one down would raise what you can afford.'
            : 'Your income sets the limit (28% of it for housing).'}{' '}
          This is a pre-qualification estimate, not a loan offer.
        </p>
        <p>
          <Link to={`/property-search?maxPrice=${result.maxPrice}`} className="button button--primary">See homes up to {formatPrice(result.maxPrice)}</Link>{' '}
          <Link to={`/fast-online-application?step=${applicationSteps[0].key}`}>Change your answers</Link>
        </p>
      </div>
    )
  }
  const step = applicationSteps[index]!
  const error = (actionData?.result.error as Record<string, string[] | undefined> | undefined)?.[step.key]?.[0]
  const saved = application[step.key]
  return (
    <div className="stack application">
      <h1>Get pre-qualified</h1>
      <p>
        Step {index + 1} of {applicationSteps.length}: {step.title}. Your answers are saved as you go.
      </p>
      <ErrorSummary errors={error ? [{ message: error, fieldId: `application-${step.key}` }] : []} />
      <Form method="post" action={`/fast-online-application?step=${step.key}`} noValidate className="stack">
        <TextField
          id={`application-${step.key}`}
          name={step.key}
          label={step.label}
          hint={step.hint}
          inputMode="decimal"
          error={error}
          defaultValue={typeof saved === 'number' ? String(saved) : ''}
          key={step.key}
        />
        <div className="application__buttons">
          {index > 0 ? <Link to={`/fast-online-application?step=${applicationSteps[index - 1]!.key}`}>Back</Link> : <span />}
          <button type="submit" className="button button--primary">
            {index === applicationSteps.length - 1 ? 'See what I can afford' : 'Save and continue'}
          </button>
        </div>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
