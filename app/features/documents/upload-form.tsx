import { Form } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import { ErrorSummary } from '~/ui/form/error-summary'
import { withId, type FormReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { formatBytes, maxDocumentBytes } from './document'
import { DocumentUploadSchema } from './schemas'

// an ordinary multipart form: works without JavaScript; the server decides the type by the bytes
export function DocumentUploadForm({
  reply,
  listings,
}: {
  reply?: FormReply
  listings?: Array<{ id: string; address: string }>
}) {
  const [form, fields] = useSchemaForm({
    id: 'document-upload',
    schema: DocumentUploadSchema,
    reply,
  })
  // every refusal (no file, its type or size, a home that is not the person's) is the file's
  const error = fields.file.errors?.[0]
  return (
    <>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: withId(fields.file, 'document-file'), label: 'File' }]}
      />
      <Form
        method="post"
        encType="multipart/form-data"
        className="stack"
        aria-labelledby="upload-title"
        {...getFormProps(form)}
      >
        <h2 id="upload-title">Add a document</h2>
        <div className={error ? 'field field--error' : 'field'}>
          <label htmlFor="document-file">File</label>
          <p className="field__hint" id="document-file-hint">
            PDF, JPEG, PNG or plain text, up to {formatBytes(maxDocumentBytes)}. Images are saved
            again without their hidden details (location, camera).
          </p>
          {error ? (
            <p className="field__error" id="document-file-error">
              {error}
            </p>
          ) : null}
          <input
            id="document-file"
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png,text/plain"
            aria-describedby={
              error ? 'document-file-hint document-file-error' : 'document-file-hint'
            }
            aria-invalid={error ? true : undefined}
          />
        </div>
        {listings && listings.length > 0 ? (
          <div className="field">
            <label htmlFor="document-listing">For which home (optional)</label>
            <select id="document-listing" name="listingId" defaultValue="">
              <option value="">None</option>
              {listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.address}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <StatusButton label="Upload" pendingLabel="Uploading..." />
      </Form>
    </>
  )
}
