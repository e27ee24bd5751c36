import type { UploadHandler } from '@remix-run/node'
import { acceptPhoto, makePhotoPublic, removePhoto } from '~/features/listings/photos.server'
import { providers } from '~/core/data/providers.server'
import { readUploadForm } from '~/platform/http/upload-form.server'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { formatWait } from '~/ui/format-wait'
import { providerMessages as messages } from './messages'
import { businessOf } from './onboarding.server'
import { logoMaxBytes, logoUploadMaxBytes } from './logo'

const logoBudget = createRateLimit({ name: 'provider-logo', points: 20, seconds: 60 * 60 })

export type LogoOutcome =
  { ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number }

// the one `logo` file of the form, kept up to 5 MB; one over that is drained and remembered
function logoUpload() {
  const received: { filename: string; bytes: Buffer | null } = { filename: '', bytes: null }
  let tooLarge = false
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (name === 'logo' && size <= logoMaxBytes) chunks.push(chunk)
    }
    if (name !== 'logo' || typeof filename !== 'string' || size === 0) return undefined
    if (size > logoMaxBytes) tooLarge = true
    else received.bytes = Buffer.concat(chunks)
    received.filename = filename.slice(0, 120)
    return undefined
  }
  return { handler, received, tooLarge: () => tooLarge }
}

// the vendor's logo or photo: checked by its bytes, re-encoded without its metadata (the listing
// photos' pipeline), stored through the storage port, public on the profile; the old one is deleted
export async function saveLogo(uid: string, request: Request): Promise<LogoOutcome> {
  const business = await businessOf(uid)
  if (!business) return { ok: false, status: 404, message: messages.logoNeedsBusiness }
  const upload = logoUpload()
  await readUploadForm(request, { maxBytes: logoUploadMaxBytes, uploadHandler: upload.handler })
  if (upload.tooLarge()) return { ok: false, status: 413, message: messages.logoTooLarge }
  if (!upload.received.bytes) return { ok: false, status: 400, message: messages.logoMissing }
  const verdict = await logoBudget.consume(uid)
  if (!verdict.allowed)
    return {
      ok: false,
      status: 429,
      message: messages.tooManyLogos(formatWait(verdict.retryAfterSeconds)),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  const accepted = await acceptPhoto(uid, upload.received.bytes, upload.received.filename, {
    alt: `${business.business} logo`,
  })
  if (!accepted.ok) return { ok: false, status: 400, message: accepted.message }
  await makePhotoPublic(uid, accepted.photo.id)
  await providers.doc(business.id).update({ logo: accepted.photo })
  if (business.logo) await removePhoto(uid, business.logo.id)
  logger.info(
    { event: 'vendor.logo-saved', uid, providerId: business.id, photoId: accepted.photo.id },
    'logo saved',
  )
  return { ok: true }
}

export async function removeLogo(uid: string): Promise<boolean> {
  const business = await businessOf(uid)
  if (!business?.logo) return false
  await providers.doc(business.id).update({ logo: null })
  await removePhoto(uid, business.logo.id)
  logger.info({ event: 'vendor.logo-removed', uid, providerId: business.id }, 'logo removed')
  return true
}
