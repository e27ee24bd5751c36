import type { DocumentAction } from '~/core/data/document-events.server'
import { documentKindIds, type DocumentKind, type DocumentType } from '~/core/data/service-values'

// documents/{id}: a file a signed-in person keeps on Threshold, stored through the storage port
// under its owner, and the people it is shared with
// (the stored values and the records' types are declared with their collections in app/core/data)
export { documentKindIds, type DocumentKind, type DocumentType }
export type { StoredDocument } from '~/core/data/documents.server'
export type { DocumentAction, DocumentEvent } from '~/core/data/document-events.server'

export const documentKinds: Record<DocumentKind, string> = {
  disclosure: 'Disclosure',
  'pre-approval': 'Pre-approval letter',
  'inspection-report': 'Inspection report',
  contract: 'Purchase contract',
  addendum: 'Addendum',
  other: 'Other',
}

export const documentTypes: Record<DocumentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'text/plain': 'Text',
}

export const maxDocumentBytes = 25 * 1024 * 1024
// the route's limit: twice the file's, so that a file somewhat too large is read to its end and
// the form says why (past this, the server's own 413 page answers)
export const documentUploadMaxBytes = 2 * maxDocumentBytes
export const maxDocumentsPerOwner = 200

// repeated downloads of one document by one person in the same 10 minutes are one event with a
// count, so that reading writes at most 6 events an hour per reader and cannot push the owner's
// history out of its last 100 (issue 39)
export const readFoldMs = 10 * 60 * 1000

export const documentActionLabels: Record<DocumentAction, string> = {
  uploaded: 'Uploaded',
  downloaded: 'Downloaded',
  renamed: 'Renamed',
  'kind-changed': 'Kind changed',
  shared: 'Shared',
  unshared: 'Sharing ended',
  deleted: 'Deleted',
  reviewed: 'Reviewed as a contract',
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

// the kind a document's words (or its name) suggest; the owner can change it
export function suggestKind(text: string | null, name: string): DocumentKind {
  const words = `${name}\n${(text ?? '').slice(0, 20_000)}`.toLowerCase()
  if (/\baddendum\b/.test(name.toLowerCase()) || /^\s*addendum\b/.test((text ?? '').toLowerCase()))
    return 'addendum'
  if (/pre-?approv|pre-?qualif|conditionally approved for a (mortgage )?loan/.test(words))
    return 'pre-approval'
  if (
    /inspection report|inspector'?s? (report|findings)|summary of (inspection )?findings/.test(
      words,
    )
  )
    return 'inspection-report'
  if (
    /purchase (and sale )?agreement|contract (to|for) (buy|purchase|sale)|residential (real estate )?(purchase|sales?) contract|offer to purchase/.test(
      words,
    )
  )
    return 'contract'
  if (/disclosure/.test(words)) return 'disclosure'
  if (/\baddendum\b/.test(words)) return 'addendum'
  return 'other'
}
