// the emulator's document fields to and from the portable JSON of data:export
// (app/platform/firestore-backup.server.ts), so the embedded default's snapshot is a backup that
// data:import restores anywhere. `root` is the database's resource name ending in "/documents/".

export function encodeFields(fields, root) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, encodeField(field, root)]),
  )
}

function encodeField(field, root) {
  switch (field.type) {
    case 'null_value':
      return null
    case 'double_value':
      return Number.isFinite(field.value) ? field.value : { $number: String(field.value) }
    case 'timestamp_value':
      return { $timestamp: Number(field.value.seconds) * 1000 + Number(field.value.nanos) / 1e6 }
    case 'bytes_value':
      return { $bytes: Buffer.from(field.value).toString('base64') }
    case 'reference_value':
      return { $ref: field.value.startsWith(root) ? field.value.slice(root.length) : field.value }
    case 'geo_point_value':
      return { $geopoint: [field.value.latitude, field.value.longitude] }
    case 'array_value':
      return field.value.map((inner) => encodeField(inner, root))
    case 'map_value':
      return encodeFields(field.value, root)
    default:
      return field.value
  }
}

// Firestore's v1 Value objects, as a Write carries them to the emulator
export function toV1Fields(encoded, root) {
  return Object.fromEntries(
    Object.entries(encoded).map(([key, value]) => [key, toV1Value(value, root)]),
  )
}

function toV1Value(value, root) {
  if (value === null || value === undefined) return { null_value: 0 }
  if (typeof value === 'boolean') return { boolean_value: value }
  if (typeof value === 'string') return { string_value: value }
  // firebase-admin's rule: a safe integer is an integer, any other number a double
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? { integer_value: value }
      : { double_value: value }
  if (Array.isArray(value))
    return { array_value: { values: value.map((inner) => toV1Value(inner, root)) } }
  if (typeof value.$timestamp === 'number') {
    const seconds = Math.floor(value.$timestamp / 1000)
    // Firestore keeps microseconds; the rounding drops what the millisecond float could not hold
    const micros = Math.min(999_999, Math.round((value.$timestamp - seconds * 1000) * 1000))
    return { timestamp_value: { seconds, nanos: micros * 1000 } }
  }
  if (typeof value.$number === 'string') return { double_value: Number(value.$number) }
  if (typeof value.$bytes === 'string') return { bytes_value: Buffer.from(value.$bytes, 'base64') }
  if (typeof value.$ref === 'string')
    return {
      reference_value: value.$ref.startsWith('projects/') ? value.$ref : `${root}${value.$ref}`,
    }
  if (Array.isArray(value.$geopoint))
    return { geo_point_value: { latitude: value.$geopoint[0], longitude: value.$geopoint[1] } }
  return { map_value: { fields: toV1Fields(value, root) } }
}
