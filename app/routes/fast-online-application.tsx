import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { affordability, backEndRatio, frontEndRatio, taxAndInsuranceRate, termYears, type Application } from '~/features/buyers/affordability'
import { applicationSteps } from '~/features/buyers/application-steps'
import { loadBuyerState, saveBuyerState } from '~/features/buyers/buyer-state.server'
import { formatPrice } from '~/features/listings/listing'
import { pageTitle } from '~/features/shell/page-title'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ actionData }) =>
  pageTitle('Get pre-qualified', { failed: isFailedReply(actionData?.result) })

function stepIndexOf(request: Request) {
  const requested = new URL(request.url).searchParams.get('step')
  const index = applicationSteps.findIndex((step) => step.key === requested)
  return requested === 'result' ? applicationSteps.length : Math.max(0, index)
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { application = {} } = await loadBuyerState(request)
  const index = stepIndexOf(request)
  const complete = applicationSteps.every((step) => typeof application[step.key] === 'number')
  if (index === applicationSteps.length && !complete) {
    const missing = applicationSteps.find((step) => typeof application[step.key] !== 'number')!
    throw redirect(`/fast-online-application?step=${missing.key}`)
  }
  return {
    index,
    application,
    result: complete && index === applicationSteps.length ? affordability(application as Application) : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const requested = new URL(request.url).searchParams.get('step')
  const index = requested === null ? 0 : applicationSteps.findIndex((step) => step.key === requested)
  const step = applicationSteps[index]
  if (!step) throw data({ message: 'That step does not exist.' }, { status: 400 })
  const submission = parseWithZod(await request.formData(), { schema: step.schema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const headers = await saveBuyerState(request, { application: submission.value as Partial<Application> })
  const next = applicationSteps[index + 1]?.key ?? 'result'
  return redirect(`/fast-online-application?step=${next}`, { headers })
}

export default function FastOnlineApplication() {
  const { index, application, result } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
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
  return <ApplicationStep key={step.key} index={index} saved={application[step.key]} reply={reply} />
}

// one question of the pre-qualification, on its own schema
function ApplicationStep({ index, saved, reply }: { index: number; saved: number | undefined; reply: FormReply | undefined }) {
  const step = applicationSteps[index]!
  const [form, fields] = useSchemaForm({ id: `application-${step.key}`, schema: step.schema, reply, defaultValue: { [step.key]: saved === undefined ? '' : String(saved) } })
  const field = fields[step.key as keyof typeof fields]
  return (
    <div className="stack application">
      <h1>Get pre-qualified</h1>
      <p>
        Step {index + 1} of {applicationSteps.length}: {step.title}. Your answers are saved as you go.
      </p>
      <ErrorSummary formId={form.id} reply={reply} fields={[{ field, label: step.label }]} />
      <Form method="post" action={`/fast-online-application?step=${step.key}`} {...getFormProps(form)} className="stack">
        <TextField field={field} label={step.label} hint={step.hint} inputMode="decimal" />
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
