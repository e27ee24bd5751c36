// the one-time id a writing form was rendered with (platform/submission-id.server.ts): the same
// form sent twice carries it twice, so the server keeps one record
export function SubmissionIdField({ id }: { id: string | undefined }) {
  return id ? <input type="hidden" name="submissionId" value={id} /> : null
}
