import { parse } from 'csv-parse/sync'
import { idxMaxRows } from './idx-limits'
import { idxMessages } from './messages'
import { matchColumns } from './reso-fields'

const words = idxMessages.form

export type FeedRecord = Record<string, unknown>
export type FeedFile =
  | {
      ok: true
      format: 'json' | 'csv'
      columns: string[]
      records: unknown[]
      rowNumber: (index: number) => number
    }
  | { ok: false; message: string }

const refused = (message: string): FeedFile => ({ ok: false, message })

// a feed's export, whatever its name says: JSON when its text starts as JSON does, CSV when its
// first line is a header naming listing fields, anything else (an image, a PDF, HTML) refused
export function readFeedFile(bytes: Uint8Array): FeedFile {
  if (bytes.length === 0) return refused(words.empty)
  const text = decodeText(bytes)
  if (text === null) return refused(words.notJsonOrCsv)
  const start = text.trimStart()
  if (start.startsWith('{') || start.startsWith('[')) return readJson(start)
  if (start.startsWith('<')) return refused(words.notJsonOrCsv)
  return readCsv(text)
}

// UTF-8 (with or without its mark) or UTF-16 with its mark; a file not UTF-8 is read as Windows-1252,
// as older spreadsheet exports are. Control characters other than tab and line ends mean binary
function decodeText(bytes: Uint8Array): string | null {
  let text: string
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2))
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2))
  else if (bytes.includes(0)) return null
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes)
    }
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : text.replace(/^\ufeff/, '')
}

function readJson(text: string): FeedFile {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refused(words.badJson)
  }
  const records = Array.isArray(parsed)
    ? parsed
    : isObject(parsed) && Array.isArray(parsed.value)
      ? (parsed.value as unknown[])
      : null
  if (!records) return refused(words.jsonShape)
  if (records.length === 0) return refused(words.noRows)
  if (records.length > idxMaxRows) return refused(words.tooManyRows(records.length))
  const columns = new Set<string>()
  for (const record of records)
    if (isObject(record)) for (const key of Object.keys(record)) columns.add(key)
  return {
    ok: true,
    format: 'json',
    columns: [...columns],
    records,
    rowNumber: (index) => index + 1,
  }
}

function readCsv(text: string): FeedFile {
  const delimiter = delimiterOf(text.slice(0, text.search(/\r?\n|$/)))
  let lines: Array<{ record: string[]; info: { lines: number } }>
  try {
    lines = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof lines
  } catch (error) {
    return refused(
      words.badCsv(
        error instanceof Error
          ? error.message.replace(/^Invalid Record Length: /, '').slice(0, 160)
          : 'unknown error',
      ),
    )
  }
  const header = lines[0]?.record
  const rows = lines.slice(1)
  // a header names at least two columns, one of them a listing field: else this is other text
  if (!header || header.length < 2 || Object.keys(matchColumns(header).matched).length === 0)
    return refused(words.notJsonOrCsv)
  if (rows.length === 0) return refused(words.noRows)
  if (rows.length > idxMaxRows) return refused(words.tooManyRows(rows.length))
  const records = rows.map(({ record: cells }) => {
    const record: FeedRecord = {}
    header.forEach((column, index) => {
      if (!(column in record)) record[column] = cells[index] ?? ''
    })
    return record
  })
  return {
    ok: true,
    format: 'csv',
    columns: [...new Set(header)],
    records,
    rowNumber: (index) => rows[index]!.info.lines,
  }
}

// comma, semicolon or tab: the one the header line has most of
function delimiterOf(headerLine: string): string {
  const counts = [',', ';', '\t'].map(
    (candidate) => [candidate, headerLine.split(candidate).length] as const,
  )
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
