import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import {
  marketingMaterials as materials,
  type Material,
} from '~/core/data/marketing-materials.server'
import { marketUtcOffsetHours } from '~/core/tour-slots'
import { formatAddress, type Listing } from '~/features/listings/listing'
import { ownEditableListing } from '~/features/sellers/listing-edit.server'
import { sellerListings } from '~/features/sellers/workspace.server'
import { checkDocument } from '~/platform/document-rules'
import { expectedError } from '~/platform/http/expected-error'
import { logger } from '~/platform/logger.server'
import { createRateLimit } from '~/platform/rate-limit.server'
import { deleteFile, putFile, readFile } from '~/platform/storage/storage.server'
import { newSubmissionId, submissionIdOf } from '~/platform/submission-id.server'
import { formatWait } from '~/ui/format-wait'
import type { FormReply } from '~/ui/form/field-state'
import { listingAiMessages } from '~/features/listing-ai/messages'
import { flyerPdf } from './flyer-pdf.server'
import {
  FlyerSchema,
  materialKinds,
  materialNames,
  OpenHouseSchema,
  SocialPostsSchema,
  type ContactChoice,
  type MaterialKind,
} from './materials'
import { openHousePdf } from './open-house-pdf.server'
import { socialPosts, type SocialPost } from './social-posts'

// marketingMaterials/{id}: one file made for one listing, kept in the file store at `path`. It was
// made from the listing as it was at `listingUpdatedAt`; a later change to the listing makes it out
// of date. Making a kind again replaces the listing's earlier one of that kind
export type { Material } from '~/core/data/marketing-materials.server'

const makeBudget = createRateLimit({ name: 'marketing-materials', points: 30, seconds: 60 * 60 })
const hourMs = 3_600_000
const marketTimeZone = 'America/Chicago'

export type MakeOutcome =
  | { ok: true; redirectTo: string; toast: { title: string; description: string } }
  | { ok: false; kind: string; status: number; result: FormReply; retryAfterSeconds?: number }

// one of the three forms of /generate-marketing-materials/{id}: the file is made from the listing
// now, stored, and listed on /marketing-materials. The same form sent twice makes one file
export async function makeMaterial(
  seller: { uid: string; email: string },
  listingId: string,
  form: FormData,
  origin: string,
  now = Date.now(),
): Promise<MakeOutcome> {
  const listing = await ownEditableListing(seller.uid, listingId)
  const kind = String(form.get('kind') ?? '')
  if (!(materialKinds as readonly string[]).includes(kind))
    throw expectedError(400, listingAiMessages.actionUnavailable)
  const schema =
    kind === 'open-house'
      ? OpenHouseSchema
      : kind === 'social-posts'
        ? SocialPostsSchema
        : FlyerSchema
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success')
    return { ok: false, kind, status: 400, result: submission.reply() }
  const value = submission.value
  let openHouse: Material['openHouse']
  if (value.kind === 'open-house') {
    openHouse = {
      startsAt: marketInstant(value.date, value.startTime),
      endsAt: marketInstant(value.date, value.endTime),
    }
    if (Number.isNaN(openHouse.startsAt) || openHouse.endsAt <= openHouse.startsAt)
      return {
        ok: false,
        kind,
        status: 400,
        result: submission.reply({ fieldErrors: { endTime: [listingAiMessages.openHouseTimes] } }),
      }
    if (openHouse.startsAt < now)
      return {
        ok: false,
        kind,
        status: 400,
        result: submission.reply({
          fieldErrors: { date: ['Choose a date and time still to come'] },
        }),
      }
  }
  const id = submissionIdOf(form) ?? randomUUID()
  const repeat = (await materials.doc(id).get()).data()
  if (repeat)
    return repeat.sellerId === seller.uid
      ? made(repeat.kind, listingId)
      : {
          ok: false,
          kind,
          status: 409,
          result: submission.reply({ formErrors: ['Reload the page and try again.'] }),
        }
  const verdict = await makeBudget.consume(seller.uid)
  if (!verdict.allowed)
    return {
      ok: false,
      kind,
      status: 429,
      retryAfterSeconds: verdict.retryAfterSeconds,
      result: submission.reply({
        formErrors: [listingAiMessages.tooManyMaterials(formatWait(verdict.retryAfterSeconds))],
      }),
    }

  const listingUrl = `${origin}/property/${listing.id}`
  const file = await fileOf(value.kind, {
    listing,
    listingUrl,
    now,
    openHouse,
    contact: value.kind === 'flyer' ? contactLine(value.contact, seller.email, listingUrl) : null,
  })
  const path = `marketing/${listing.id}/${id}.${file.extension}`
  await putFile(path, file.bytes, file.contentType)
  const material: Material = {
    id,
    sellerId: seller.uid,
    listingId: listing.id,
    kind: value.kind,
    path,
    contentType: file.contentType,
    bytes: file.bytes.byteLength,
    createdAt: now,
    listingUpdatedAt: listing.updatedAt,
    ...(file.posts ? { posts: file.posts } : {}),
    ...(openHouse ? { openHouse } : {}),
    ...(value.kind === 'flyer' ? { contact: value.contact } : {}),
  }
  try {
    await materials.doc(id).create(checkDocument(material))
  } catch (error) {
    await deleteFile(path)
    throw error
  }
  await replaceEarlier(material)
  logger.info(
    {
      event: 'marketing.material-made',
      uid: seller.uid,
      listingId: listing.id,
      kind: value.kind,
      bytes: material.bytes,
    },
    'marketing material made',
  )
  return made(value.kind, listingId)
}

const made = (kind: MaterialKind, listingId: string) => ({
  ok: true as const,
  redirectTo: `/marketing-materials#listing-${listingId}`,
  toast: listingAiMessages.materialMade(materialNames[kind], kind === 'social-posts'),
})

// a date and a clock time in Ames (Central time) as an instant
function marketInstant(date: string, clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number]
  const naive = Date.parse(`${date}T00:00:00Z`) + hours * hourMs + minutes * 60_000
  return naive - marketUtcOffsetHours(naive + 6 * hourMs) * hourMs
}

// an open house's times as the form takes them, on Ames's clock
function marketFormTimes({ startsAt, endsAt }: { startsAt: number; endsAt: number }) {
  const clock = (ms: number) => new Date(ms + marketUtcOffsetHours(ms) * hourMs).toISOString()
  return {
    date: clock(startsAt).slice(0, 10),
    startTime: clock(startsAt).slice(11, 16),
    endTime: clock(endsAt).slice(11, 16),
  }
}

function contactLine(choice: ContactChoice, email: string, listingUrl: string) {
  return choice === 'email'
    ? { name: 'Contact the seller', line: email }
    : { name: 'Ask the seller on Threshold', line: listingUrl.replace(/^https?:\/\//, '') }
}

type MadeFile = { bytes: Uint8Array; contentType: string; extension: string; posts?: SocialPost[] }

async function fileOf(
  kind: MaterialKind,
  input: {
    listing: Listing
    listingUrl: string
    now: number
    openHouse?: Material['openHouse']
    contact: { name: string; line: string } | null
  },
): Promise<MadeFile> {
  const { listing, listingUrl, now } = input
  if (kind === 'social-posts') {
    const posts = socialPosts(listing, listingUrl, listing.description)
    const text = posts
      .map(
        (post) =>
          `${post.label} (${post.characters} characters, ${post.limitNote})\n\n${post.text}\n`,
      )
      .join('\n---\n\n')
    return {
      bytes: Buffer.from(text, 'utf8'),
      contentType: 'text/plain; charset=utf-8',
      extension: 'txt',
      posts,
    }
  }
  if (kind === 'open-house') {
    const bytes = await openHousePdf({
      listing,
      listingUrl,
      startsAt: input.openHouse!.startsAt,
      endsAt: input.openHouse!.endsAt,
      timeZone: marketTimeZone,
      generatedAt: now,
    })
    return { bytes, contentType: 'application/pdf', extension: 'pdf' }
  }
  const [first] = listing.photos ?? []
  const photo = first ? await readFile(`photos/${first.id}/large.jpg`) : null
  const bytes = await flyerPdf({
    listing,
    listingUrl,
    photoJpeg: photo?.bytes ?? null,
    description: listing.description,
    contact: input.contact!,
    generatedAt: now,
  })
  return { bytes, contentType: 'application/pdf', extension: 'pdf' }
}

// the listing's earlier materials of the same kind, and their files, are gone
async function replaceEarlier(material: Material) {
  const earlier = await materials
    .ref()
    .where('listingId', '==', material.listingId)
    .where('kind', '==', material.kind)
    .get()
  const stale = earlier.docs
    .map((doc) => doc.data())
    .filter((other) => other.id !== material.id && other.sellerId === material.sellerId)
  await Promise.all(
    stale.map(async (other) => {
      await materials.doc(other.id).delete()
      await deleteFile(other.path)
    }),
  )
}

// /marketing-materials: each of the seller's listings with what was made for it, newest first
export async function materialsPage(uid: string) {
  const [own, snapshot] = await Promise.all([
    sellerListings(uid),
    materials.ref().where('sellerId', '==', uid).limit(500).get(),
  ])
  const made = snapshot.docs.map((doc) => doc.data())
  return own
    .filter(
      (listing) =>
        listing.status === 'active' ||
        listing.status === 'pending' ||
        made.some((material) => material.listingId === listing.id),
    )
    .map((listing) => ({
      id: listing.id,
      address: formatAddress(listing.address),
      editable: listing.status === 'active' || listing.status === 'pending',
      materials: made
        .filter((material) => material.listingId === listing.id)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((material) => ({
          id: material.id,
          kind: material.kind,
          createdAt: material.createdAt,
          bytes: material.bytes,
          outOfDate: listing.updatedAt > material.listingUpdatedAt,
          href: `/marketing-materials/${material.id}/file`,
          posts: material.posts ?? null,
          // what "make it again" sends: the same choices
          again: {
            contact: material.contact ?? 'messages',
            ...(material.openHouse ? marketFormTimes(material.openHouse) : {}),
            submissionId: newSubmissionId(),
          },
        })),
    }))
}

// a material's file for its owner; null for anyone else and for an unknown id, alike
export async function materialFileFor(
  uid: string,
  materialId: string,
): Promise<{ bytes: Buffer; contentType: string; filename: string } | null> {
  if (!/^[0-9a-f-]{36}$/.test(materialId)) return null
  const material = (await materials.doc(materialId).get()).data()
  if (!material || material.sellerId !== uid) return null
  const file = await readFile(material.path)
  if (!file) return null
  const extension = material.path.split('.').pop()
  return {
    bytes: file.bytes,
    contentType: material.contentType,
    filename: `threshold-${material.kind}-${material.listingId}.${extension}`,
  }
}

// /generate-marketing-materials without an id: the listings a seller can make materials for
export async function listingsToMarket(uid: string) {
  return (await sellerListings(uid))
    .filter((listing) => listing.status === 'active' || listing.status === 'pending')
    .map((listing) => ({ id: listing.id, address: formatAddress(listing.address) }))
}

// /generate-marketing-materials/{id}: the listing, with what it already has
export async function listingToMarket(uid: string, listingId: string) {
  const listing = await ownEditableListing(uid, listingId)
  const snapshot = await materials.ref().where('listingId', '==', listing.id).get()
  const made = snapshot.docs
    .map((doc) => doc.data())
    .filter((material) => material.sellerId === uid)
  return {
    id: listing.id,
    address: formatAddress(listing.address),
    photos: listing.photos?.length ?? 0,
    made: made.map((material) => ({
      kind: material.kind,
      createdAt: material.createdAt,
      outOfDate: listing.updatedAt > material.listingUpdatedAt,
    })),
  }
}
