// spec §5 document-store rules, checked before anything is written, so a bad value is a clear
// error here rather than a rejected or silently odd write in Firestore
export class InvalidDocumentError extends Error {}

const forbiddenInName = /[~*/[\]]/

function checkFieldName(name: string, path = name) {
  if (name.length === 0)
    throw new InvalidDocumentError(`A field name may not be empty (at "${path}").`)
  if (name.startsWith('__') && name.endsWith('__')) {
    throw new InvalidDocumentError(`A field name may not start and end with "__" (at "${path}").`)
  }
  if (forbiddenInName.test(name))
    throw new InvalidDocumentError(`A field name may not contain ~ * / [ or ] (at "${path}").`)
}

function checkCoordinates(latitude: number, longitude: number) {
  if (!(latitude >= -90 && latitude <= 90))
    throw new InvalidDocumentError(`Latitude must be between -90 and 90, not ${latitude}.`)
  if (!(longitude >= -180 && longitude <= 180)) {
    throw new InvalidDocumentError(`Longitude must be between -180 and 180, not ${longitude}.`)
  }
}

export function checkMembershipFilter(operator: 'in' | 'not-in', values: unknown[]) {
  if (!Array.isArray(values) || values.length === 0) {
    throw new InvalidDocumentError(`An "${operator}" filter needs a non-empty list of values.`)
  }
}

// every field name at every depth; `lat`/`latitude` with `lng`/`longitude` pairs are range-checked
export function checkDocument<T extends Record<string, unknown>>(data: T, path = ''): T {
  for (const [name, value] of Object.entries(data)) {
    const at = path ? `${path}.${name}` : name
    checkFieldName(name, at)
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      checkDocument(value as Record<string, unknown>, at)
    }
  }
  const latitude = data.lat ?? data.latitude
  const longitude = data.lng ?? data.longitude
  if (typeof latitude === 'number' && typeof longitude === 'number')
    checkCoordinates(latitude, longitude)
  return data
}

// an id a visitor may name in an address or a form: the shape our ids have (letters, digits, - and
// _), never one Firestore reserves (`__x__`), and never a name on Object.prototype (`constructor`,
// `toString`...), which the in-process emulator looks up on a plain object and then retries for
// seconds before failing (ADR 018). Anything else cannot be one of our records: a 404 at once.
export function isDocumentId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    /^[\w-]{1,64}$/.test(id) &&
    !/^__.*__$/.test(id) &&
    !(id in Object.prototype)
  )
}
