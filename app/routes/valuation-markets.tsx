import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { formatCount, formatDay } from '~/features/listings/listing'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { fileHint, marketUploadMaxBytes } from '~/features/valuation/markets/market-limits'
import { marketsAdminPage } from '~/features/valuation/markets/market-pages.server'
import { uploadMarket } from '~/features/valuation/markets/market-upload.server'
import { marketMessages } from '~/features/valuation/markets/messages'
import { MarketUploadSchema } from '~/features/valuation/markets/schemas'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { FileInput } from '~/ui/form/file-input'
import { TextField } from '~/ui/form/text-field'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const words = marketMessages.admin
const formId = 'market-upload'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error ? errorMeta(error) : pageTitle(words.title, { failed: isFailedReply(actionData?.reply) })
export const headers = headersWithRetryAfter
// the sales file comes as an ordinary multipart post
export const handle = { uploads: { maxBytes: marketUploadMaxBytes } }

// admins only (the stored role): the markets uploaded, and a new one
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin')
  return { markets: await marketsAdminPage() }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, 'admin')
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const submission = parseWithZod(await request.formData(), { schema: MarketUploadSchema })
    const reply = submission.reply({ fieldErrors: { file: [marketMessages.upload.noFile] } })
    return answerFailedForm({ reply }, { status: 400 })
  }
  // the body streams into the upload, which checks it; the reply is what it kept of the fields
  const outcome = await uploadMarket(admin, request)
  if (outcome.ok) return redirect(`/valuation-markets/${outcome.market.id}`)
  const sent = new FormData()
  for (const [name, value] of Object.entries(outcome.sent)) sent.set(name, value)
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.errors).map(([name, message]) => [name, [message]]),
  )
  const reply = parseWithZod(sent, { schema: MarketUploadSchema }).reply({ fieldErrors })
  return answerFailedForm({ reply }, outcome)
}

export default function ValuationMarkets() {
  const { markets } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const reply = answer?.reply
  const [form, fields] = useSchemaForm({ id: formId, schema: MarketUploadSchema, reply })
  const { name, zips, file } = fields
  return (
    <div className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      <section aria-labelledby="upload-title" className="stack">
        <h2 id="upload-title">Upload a market</h2>
        <ErrorSummary
          formId={formId}
          reply={reply}
          fields={[
            { field: name, label: 'Market name' },
            { field: zips, label: 'ZIP codes' },
            { field: file, label: 'Sales file' },
          ]}
        />
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack">
          <TextField
            field={name}
            label="Market name"
            hint="As buyers and sellers will see it, for example: Lucas County, Ohio"
            autoComplete="off"
          />
          <TextField
            field={zips}
            label="ZIP codes (optional)"
            hint="Listings in these ZIP codes are valued with this market’s model. Separate them with commas or spaces."
            autoComplete="off"
          />
          <FileInput
            field={file}
            label="Sales file"
            hint={`${fileHint} The next step shows its columns to map.`}
            accept=".csv,.txt,text/csv"
          />
          <StatusButton label="Upload and map its columns" pendingLabel="Uploading..." />
        </Form>
      </section>
      <section aria-labelledby="markets-title" className="stack">
        <h2 id="markets-title">Markets</h2>
        {markets.length === 0 ? (
          <p>{words.none}</p>
        ) : (
          <table className="facts-table">
            <caption className="visually-hidden">Uploaded valuation markets</caption>
            <thead>
              <tr>
                <th scope="col">Market</th>
                <th scope="col">Sales</th>
                <th scope="col">Status</th>
                <th scope="col">Median error</th>
                <th scope="col">Uploaded</th>
              </tr>
            </thead>
            <tbody>
              {markets.map((market) => (
                <tr key={market.id}>
                  <th scope="row">
                    <Link to={`/valuation-markets/${market.id}`}>{market.name}</Link>
                  </th>
                  <td>{formatCount(market.rows)}</td>
                  <td>{marketMessages.status[market.status]}</td>
                  <td>{market.mdape === null ? '—' : `${(market.mdape * 100).toFixed(1)}%`}</td>
                  <td>{formatDay(market.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
