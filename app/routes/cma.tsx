import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { formatCount, formatPrice } from '~/features/listings/listing'
import { MarketAttribution } from '~/features/listings/market-attribution'
import { pageTitle } from '~/features/shell/page-title'
import { AddressChoices, AssumedFacts } from '~/features/valuation/subject-notes'
import { ValuationForm } from '~/features/valuation/valuation-form'
import { changeComparables, cmaPage } from '~/features/valuation/valuation-pages.server'
import { AnalysisSummary, ComparableList, RatesTable } from '~/features/valuation/valuation-report'
import { CmaChangeSchema } from '~/features/valuation/valuation-schema'
import { ErrorSummary, useSummaryAction } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ data: page, actionData }) =>
  pageTitle(
    page?.valuation
      ? `Comparable sales for ${page.valuation.subject.label}`
      : 'Comparative market analysis',
    {
      failed: Boolean(page?.result) || isFailedReply(actionData?.result),
    },
  )

export function loader({ request }: LoaderFunctionArgs) {
  const page = cmaPage(new URL(request.url).searchParams)
  return data(page, { status: page.result ? 400 : 200 })
}

// remove or add a comparable, then show the changed analysis
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: CmaChangeSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  const fields = new URLSearchParams(
    [...formData].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  )
  const change = changeComparables(fields, submission.value)
  if (!change.ok)
    return answerFailedForm(
      { result: submission.reply({ formErrors: [change.message] }) },
      { status: 400 },
    )
  return redirect(`/cma?${change.query}#comparables`)
}

function StateFields({ subject, comps }: { subject: string[][]; comps: string[] }) {
  return (
    <>
      {subject.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {comps.map((id) => (
        <input key={id} type="hidden" name="comp" value={id} />
      ))}
    </>
  )
}

export default function Cma() {
  const { neighborhoods, defaults, result, matches, valuation, subject, csvQuery } =
    useLoaderData<typeof loader>()
  const changeReply = useActionData<typeof action>()?.result
  // the remove, add and add-by-address forms post one change; their errors share one summary
  const [changeForm, changeFields] = useSchemaForm({
    id: 'cma-change',
    schema: CmaChangeSchema,
    reply: changeReply,
  })
  // the three post to the summary, above the comparables; a change lands on #comparables
  const changeAction = useSummaryAction(changeForm.id)
  const addAddressLabel = 'Or add a sale by its address'
  const comps = valuation?.analysis?.comparables.map((comp) => comp.sale.id) ?? []
  return (
    <div className="valuation-page stack">
      <h1>Comparative market analysis</h1>
      <p className="lead">
        Recorded sales like the home, each adjusted for how it differs, reconciled into one value.
        Remove the sales you disagree with, add others, and download the analysis.
      </p>
      <MarketAttribution />
      {valuation ? (
        <div className="stack">
          <h2>{valuation.subject.label}</h2>
          <AssumedFacts subject={valuation.subject} />
          <ErrorSummary
            formId={changeForm.id}
            reply={changeReply}
            fields={[{ field: changeFields.addAddress, label: addAddressLabel }]}
          />
          {valuation.analysis ? (
            <section aria-labelledby="comparables" className="stack">
              <h2 id="comparables" tabIndex={-1}>
                {valuation.analysis.comparables.length} comparable sale
                {valuation.analysis.comparables.length === 1 ? '' : 's'}:{' '}
                {formatPrice(valuation.analysis.value)}
              </h2>
              <AnalysisSummary analysis={valuation.analysis} />
              {valuation.model ? (
                <p>
                  For comparison, the AI estimate is {formatPrice(valuation.model.estimate.value)}{' '}
                  (80% range {formatPrice(valuation.model.estimate.low)} to{' '}
                  {formatPrice(valuation.model.estimate.high)}).
                </p>
              ) : null}
              <p>
                <a href={`/cma/analysis.csv?${csvQuery}`} download>
                  Download this analysis (CSV)
                </a>
              </p>
              <Form method="post" action={changeAction} className="stack">
                <StateFields subject={subject} comps={comps} />
                <ComparableList
                  analysis={valuation.analysis}
                  actionFor={(comp) => (
                    <button
                      type="submit"
                      name="intent"
                      value={`remove:${comp.sale.id}`}
                      className="button button--secondary"
                    >
                      Remove
                      <span className="visually-hidden">
                        {' '}
                        {comp.sale.address.line1} from the analysis
                      </span>
                    </button>
                  )}
                />
              </Form>
            </section>
          ) : (
            <p>No comparable sales are chosen. Add one below.</p>
          )}
          <section aria-labelledby="add-title" className="stack">
            <h2 id="add-title">Add a sale</h2>
            {valuation.candidates.length > 0 ? (
              <Form method="post" action={changeAction}>
                <StateFields subject={subject} comps={comps} />
                <p>The next most similar sales:</p>
                <ul className="candidate-list">
                  {valuation.candidates.map(({ sale }) => (
                    <li key={sale.id}>
                      <span>
                        <Link to={`/property/${sale.id}`}>{sale.address.line1}</Link> · sold for{' '}
                        {formatPrice(sale.salePrice)} · {formatCount(sale.sqft)} sq ft · built{' '}
                        {sale.yearBuilt}
                      </span>{' '}
                      <button
                        type="submit"
                        name="intent"
                        value={`add:${sale.id}`}
                        className="button button--secondary"
                      >
                        Add<span className="visually-hidden"> {sale.address.line1}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </Form>
            ) : null}
            <Form
              method="post"
              action={changeAction}
              {...getFormProps(changeForm)}
              className="stack"
            >
              <StateFields subject={subject} comps={comps} />
              <TextField
                field={changeFields.addAddress}
                label={addAddressLabel}
                hint="A home sold in Ames, like 1234 Oak Street"
                autoComplete="off"
              />
              <button
                type="submit"
                name="intent"
                value="add-address"
                className="button button--secondary"
              >
                Add this sale
              </button>
            </Form>
          </section>
          <RatesTable rates={valuation.rates} measured={valuation.measured} />
          <p>
            <Link to="/cma">Analyse another home</Link>
          </p>
        </div>
      ) : (
        <div className="stack">
          {matches.length > 0 ? <AddressChoices matches={matches} action="/cma" /> : null}
          <h2>Choose the home</h2>
          <ValuationForm
            action="/cma"
            neighborhoods={neighborhoods}
            result={result}
            defaults={defaults}
            submitLabel="Find comparable sales"
          />
        </div>
      )}
    </div>
  )
}
