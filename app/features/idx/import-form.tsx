import { Form } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import { ErrorSummary } from '~/ui/form/error-summary'
import type { FormReply } from '~/ui/form/field-state'
import { FileInput } from '~/ui/form/file-input'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { formatNumber } from '~/ui/format'
import { idxMaxFileBytes, idxMaxRows } from './idx-limits'
import { IdxImportSchema } from './schemas'

export const importFormId = 'idx-import'

// an ordinary multipart form: works without JavaScript; the server reads the file by its content
export function IdxImportForm({ reply }: { reply?: FormReply }) {
  const [form, { feed, file }] = useSchemaForm({ id: importFormId, schema: IdxImportSchema, reply })
  return (
    <section aria-labelledby="import-title" className="stack">
      <h2 id="import-title">Import a feed</h2>
      <ErrorSummary
        formId={importFormId}
        reply={reply}
        fields={[
          { field: feed, label: 'Feed name' },
          { field: file, label: 'Feed file' },
        ]}
      />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack">
        <TextField
          field={feed}
          label="Feed name"
          hint="As each of its listings will name its source, for example: Central Iowa MLS (IDX)"
          autoComplete="off"
        />
        <FileInput
          field={file}
          label="Feed file"
          hint={`RESO Web API JSON (a “value” list of listings) or CSV with a header row, up to ${formatNumber(idxMaxFileBytes / 1_000_000)} MB and ${formatNumber(idxMaxRows)} listings. The same file again changes nothing; after a problem, choose the file again.`}
          accept=".json,.csv,.txt,application/json,text/csv"
        />
        <StatusButton label="Import listings" pendingLabel="Importing..." />
      </Form>
    </section>
  )
}
