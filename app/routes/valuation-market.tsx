import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useSubmit, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { formatCount } from '~/features/listings/listing'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { mappedFields, type SentMapping } from '~/features/valuation/markets/market-mapping'
import {
  mapMarket,
  marketAdminPage,
  trainAgain,
  type ConditionChoices,
} from '~/features/valuation/markets/market-pages.server'
import { MarketAccuracy, SalesReport } from '~/features/valuation/markets/market-report-view'
import { marketMessages } from '~/features/valuation/markets/messages'
import { MappingSchema, TrainAgainSchema } from '~/features/valuation/markets/schemas'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { CheckboxGroup } from '~/ui/form/choice-group'
import { Select } from '~/ui/form/select'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const formId = 'market-mapping'
const routeErrors: RouteErrors = {
  404: {
    title: 'Market not found',
    links: [{ to: '/valuation-markets', label: 'Back to valuation markets' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) => {
  if (error || !page) return errorMeta(error, routeErrors)
  const training = page.status === 'queued' || page.status === 'training'
  // without JavaScript too, the progress page looks again every five seconds until it is done
  return [
    ...pageTitle(`${page.market.name}: valuation market`, {
      failed: isFailedReply(actionData?.reply),
    }),
    ...(training ? [{ httpEquiv: 'refresh', content: '5' }] : []),
  ]
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'admin')
  return marketAdminPage(params.marketId ?? '', new URL(request.url).searchParams)
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'admin')
  const id = params.marketId ?? ''
  const form = await request.formData()
  if (form.get('intent') === 'train-again') {
    const submission = parseWithZod(form, { schema: TrainAgainSchema })
    if (submission.status !== 'success')
      return answerFailedForm(
        { reply: submission.reply(), report: null, condition: null },
        { status: 400 },
      )
    await trainAgain(id)
    return redirect(`/valuation-markets/${id}`)
  }
  // the market's state and the columns are checked by mapMarket, against the file
  const outcome = await mapMarket(id, form)
  if (outcome.ok) return redirect(`/valuation-markets/${id}`)
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.errors).map(([name, message]) => [name, [message]]),
  )
  // the values checked again are those of the column now chosen (its guess when newly chosen)
  const condition = outcome.condition ?? null
  form.delete('kept')
  form.delete('keptFor')
  if (condition) {
    form.set('keptFor', condition.column)
    for (const value of condition.kept) form.append('kept', value)
  }
  const reply = parseWithZod(form, { schema: MappingSchema }).reply({ fieldErrors })
  return answerFailedForm({ reply, report: outcome.report ?? null, condition }, outcome)
}

export default function ValuationMarket() {
  const { market, status, guess, condition: shown } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const reply = answer?.reply
  const [trainForm] = useSchemaForm({
    id: 'train-again',
    schema: TrainAgainSchema,
    reply: undefined,
  })
  const report = answer?.report ?? market.report
  const condition = answer ? answer.condition : shown
  return (
    <div className="stack">
      <p>
        <Link to="/valuation-markets">Valuation markets</Link>
      </p>
      <h1>{market.name}</h1>
      <p className="lead">
        {formatCount(market.rows)} sales from {market.fileName}. {marketMessages.status[status]}.
        {market.zips.length > 0 ? ` Values listings in ${market.zips.join(', ')}.` : ''}
      </p>
      {status === 'queued' || status === 'training' ? (
        <section aria-labelledby="progress-title" className="stack">
          <h2 id="progress-title">Progress</h2>
          <p>
            <progress
              max={market.progress?.of ?? 1}
              value={market.progress?.done ?? 0}
              aria-labelledby="progress-step"
            />{' '}
            <span id="progress-step">{market.progress?.step ?? 'Starting'}</span>
          </p>
          <p>
            This page looks again every five seconds.{' '}
            <Link to={`/valuation-markets/${market.id}`}>Look now</Link>
          </p>
        </section>
      ) : null}
      {status === 'ready' && market.evaluation ? (
        <section aria-labelledby="accuracy-title" className="stack">
          <h2 id="accuracy-title">Measured accuracy</h2>
          <MarketAccuracy
            evaluation={market.evaluation}
            indexChange={market.indexChange}
            leftOut={market.trainedOn?.leftOut}
          />
          <p>
            <Link to={`/ai-valuation/markets/${market.id}`}>Value a home in {market.name}</Link>
          </p>
        </section>
      ) : null}
      {status === 'failed' || status === 'stale' ? (
        <section aria-labelledby="failed-title" className="stack">
          <h2 id="failed-title">{marketMessages.status[status]}</h2>
          {market.error ? <p role="alert">{market.error}</p> : null}
          {market.mapping ? (
            <Form method="post" {...getFormProps(trainForm)}>
              <StatusButton
                name="intent"
                value="train-again"
                label="Train it again"
                pendingLabel="Starting..."
              />
            </Form>
          ) : null}
        </section>
      ) : null}
      {report ? <SalesReport report={report} /> : null}
      {status === 'mapping' || status === 'failed' || status === 'stale' ? (
        <section aria-labelledby="mapping-title" className="stack">
          <h2 id="mapping-title">Map its columns</h2>
          <p>
            Choose the column that holds each fact; only the sale price is required. Each column not
            chosen is an input as it is. The first choices are guesses from the column names.
          </p>
          <MappingForm
            // a column's values shown anew (a GET of the form) start the form from the page's values
            key={answer ? 'answered' : JSON.stringify(guess)}
            header={market.header}
            guess={guess}
            reply={reply}
            condition={condition ?? null}
          />
        </section>
      ) : null}
    </div>
  )
}

const mappingWords = marketMessages.mapping

function MappingForm({
  header,
  guess,
  reply,
  condition,
}: {
  header: string[]
  guess: SentMapping
  reply: FormReply | undefined
  condition: ConditionChoices | null
}) {
  const submit = useSubmit()
  const [mappingForm, mappingFields] = useSchemaForm({
    id: formId,
    schema: MappingSchema,
    reply,
    defaultValue: guess,
  })
  const fields = mappedFields.map((entry) => ({ ...entry, state: mappingFields[entry.field] }))
  const options = header.map((column) => [column, column] as const)
  const conditionField = mappingFields.saleCondition
  const keptField = mappingFields.kept
  return (
    <>
      <ErrorSummary
        formId={formId}
        reply={reply}
        fields={[
          ...fields.map((entry) => ({ field: entry.state, label: entry.label })),
          { field: conditionField, label: mappingWords.conditionLabel },
          { field: keptField, label: mappingWords.conditionLabel },
        ]}
      />
      <Form method="post" {...getFormProps(mappingForm)} className="stack">
        {fields.map((entry) => (
          <Select
            key={entry.field}
            field={entry.state}
            label={entry.label}
            hint={entry.hint || undefined}
            options={options}
            placeholder="Not in the file"
          />
        ))}
        <Select
          field={conditionField}
          label={mappingWords.conditionLabel}
          hint={mappingWords.conditionHint}
          options={options}
          placeholder="Not in the file"
          // with JavaScript the column's values come as soon as it is chosen, without a reload
          onChange={(event) =>
            submit(event.currentTarget.form, {
              method: 'get',
              preventScrollReset: true,
              replace: true,
            })
          }
        />
        <p>
          <button
            type="submit"
            formMethod="get"
            formNoValidate
            name="intent"
            value="values"
            className="button button--secondary"
          >
            {mappingWords.showValues}
          </button>
        </p>
        {condition && !condition.tooMany ? (
          <>
            <input type="hidden" name="keptFor" value={condition.column} />
            <CheckboxGroup
              field={keptField}
              legend={mappingWords.keptLegend(condition.column)}
              hint={mappingWords.keptHint}
              options={condition.values.map(
                ([value, sales]) =>
                  [value, `${value === '' ? '(empty)' : value} (${formatCount(sales)})`] as const,
              )}
            />
          </>
        ) : condition?.tooMany ? (
          <p>{mappingWords.tooManyValues(condition.column, condition.count)}</p>
        ) : null}
        <StatusButton
          name="intent"
          value="map"
          label="Check the file and train"
          pendingLabel="Checking..."
        />
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
