// documents/{id}: a file a signed-in person keeps on Threshold, stored through the storage port
// under its owner, and the people it is shared with
export const documentKinds = {
  disclosure: 'Disclosure',
  'pre-approval': 'Pre-approval letter',
  'inspection-report': 'Inspection report',
  contract: 'Purchase contract',
  addendum: 'Addendum',
  other: 'Other',
} as const
export type DocumentKind = keyof typeof documentKinds
export const documentKindIds = Object.keys(documentKinds) as [DocumentKind, ...DocumentKind[]]

export const documentTypes = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'text/plain': 'Text',
} as const
export type DocumentType = keyof typeof documentTypes

export const maxDocumentBytes = 25 * 1024 * 1024
// the route's limit: twice the file's, so that a file somewhat too large is read to its end and
// the form says why (past this, the server's own 413 page answers)
export const documentUploadMaxBytes = 2 * maxDocumentBytes
export const maxDocumentsPerOwner = 200

export type StoredDocument = {
  id: string
  ownerUid: string
  name: string
  kind: DocumentKind
  contentType: DocumentType
  size: number
  sha256: string
  listingId: string | null
  // the words of a PDF or text file, for the contract reader; null for an image or a scan
  text: string | null
  hasText: boolean
  sharedWith: string[]
  createdAt: number
  updatedAt: number
}

export type DocumentAction =
  | 'uploaded'
  | 'downloaded'
  | 'renamed'
  | 'kind-changed'
  | 'shared'
  | 'unshared'
  | 'deleted'
  | 'reviewed'
// a download is one event for all of one person's downloads of the document in one window
// (readFoldMs): `count` of them, the first `at`, the last `lastAt`
export type DocumentEvent = {
  id: string
  documentId: string
  ownerUid: string
  actorUid: string
  actorName: string
  action: DocumentAction
  detail: string
  at: number
  count?: number
  lastAt?: number
  foldWindow?: number
}

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
