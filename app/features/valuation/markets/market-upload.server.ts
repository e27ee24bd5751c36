import type { SessionUser } from '~/features/accounts/session.server'
import { oneFileUpload, uploadedFileName } from '~/platform/http/one-file-upload.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { readSalesCsv } from '../sales-table'
import { marketMaxFileBytes, marketMaxRows, marketUploadMaxBytes } from './market-limits'
import { createMarket, type ValuationMarket } from './market-store.server'
import { marketMessages } from './messages'

const words = marketMessages.upload
// an admin's market uploads in an hour: each may start minutes of training
const uploadBudget = createRateLimit({ name: 'market-upload', points: 12, seconds: 60 * 60 })

export type UploadErrors = { name?: string; zips?: string; file?: string }
export type UploadOutcome =
  | { ok: true; market: ValuationMarket }
  | {
      ok: false
      status: number
      errors: UploadErrors
      sent: { name: string; zips: string }
      retryAfterSeconds?: number
    }

// "Lucas County, Ohio": letters, digits, spaces and the punctuation place names have
export function checkMarketName(sent: string): { name: string } | { error: string } {
  const name = sent.replace(/\s+/g, ' ').trim()
  if (!name) return { error: words.nameMissing }
  if (name.length < 2 || name.length > 60 || !/^[\p{L}\p{N} .,&'’()\-/]+$/u.test(name))
    return { error: words.nameInvalid }
  return { name }
}

// the ZIP codes whose listings the market's model values: five digits each, none required
export function checkZips(sent: string): { zips: string[] } | { error: string } {
  const parts = sent.split(/[\s,;]+/).filter(Boolean)
  if (parts.some((part) => !/^\d{5}$/.test(part)) || parts.length > 200)
    return { error: words.zipsInvalid }
  return { zips: [...new Set(parts)] }
}

// an admin's upload: the name, the ZIP codes and the file, checked; the file kept in storage and the
// market created, waiting for its column mapping
export async function uploadMarket(admin: SessionUser, request: Request): Promise<UploadOutcome> {
  const upload = oneFileUpload(marketMaxFileBytes)
  await readUploadForm(request, { maxBytes: marketUploadMaxBytes, uploadHandler: upload.handler })
  const { received } = upload
  const [sentName, sentZips] = [
    received.fields.get('name') ?? '',
    received.fields.get('zips') ?? '',
  ]
  const fileName = uploadedFileName(received.filename)
  const sent = { name: sentName.slice(0, 200), zips: sentZips.slice(0, 2_000) }
  const named = checkMarketName(sentName)
  const zips = checkZips(sentZips)
  const errors: UploadErrors = {}
  if ('error' in named) errors.name = named.error
  if ('error' in zips) errors.zips = zips.error
  if (received.tooLarge) errors.file = words.tooLarge
  else if (!fileName) errors.file = words.noFile
  else if (!received.bytes || received.bytes.length === 0) errors.file = words.empty
  if (errors.name || errors.zips || errors.file || !('name' in named) || !('zips' in zips))
    return { ok: false, status: received.tooLarge ? 413 : 400, errors, sent }

  const verdict = await uploadBudget.consume(admin.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      errors: { file: words.tooManyUploads(formatWait(verdict.retryAfterSeconds)) },
      sent,
      retryAfterSeconds: verdict.retryAfterSeconds,
    }

  let rows: Array<Record<string, string>>
  try {
    rows = readSalesCsv(received.bytes!.toString('utf8'))
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0]!.slice(0, 160)
    logger.info(
      {
        event: 'valuation-market.refused',
        uid: admin.uid,
        reason: 'csv',
        size: received.bytes!.length,
      },
      'market file refused',
    )
    return { ok: false, status: 400, errors: { file: words.notCsv(detail) }, sent }
  }
  if (rows.length === 0) return { ok: false, status: 400, errors: { file: words.noRows }, sent }
  if (rows.length > marketMaxRows)
    return { ok: false, status: 400, errors: { file: words.tooManyRows(rows.length) }, sent }
  const header = Object.keys(rows[0]!)
  const market = await createMarket(
    {
      name: named.name,
      zips: zips.zips,
      createdBy: admin.uid,
      fileName,
      rows: rows.length,
      header,
    },
    received.bytes!,
  )
  logger.info(
    {
      event: 'valuation-market.uploaded',
      uid: admin.uid,
      market: market.id,
      rows: rows.length,
      columns: header.length,
    },
    'market file uploaded',
  )
  return { ok: true, market }
}
