// What a collection holds about a person, declared with the collection (ADR 039, ADR 067): the
// fields that name their uid (what "Download my data" reads) and what "Delete my account" does

// how a record names its person: a field equal to the uid, an array containing it, or its id
export type UidLink = { field: string; match: 'equals' | 'contains' } | { match: 'id' }

export type AccountCoverage =
  | {
      links: UidLink[]
      // left out of the export: stored contents, secrets, other people's private notes
      omit?: string[]
      // exported without document ids (the id is itself a secret: a session id)
      hideIds?: boolean
      // a subcollection: found through the parent, not by a query of its own
      under?: string
      deletion: string
    }
  | { links: []; holdsNoPerson: string }

export const equals = (field: string): UidLink => ({ field, match: 'equals' })

// a field named like this is never exported, wherever it is: a secret has no place in a copy
export const secretField =
  /password|token|secret|cookie|credential|apikey|api_key|sessionid|checkouturl|sha256/i
