import { parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Link } from '@remix-run/react'
import { documentUploadMaxBytes } from '~/features/documents/document'
import { DocumentTable } from '~/features/documents/document-table'
import { documentsOf, uploadDocument } from '~/features/documents/documents.server'
import { documentMessages } from '~/features/documents/messages'
import { DocumentUploadSchema } from '~/features/documents/schemas'
import { DocumentUploadForm } from '~/features/documents/upload-form'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { financingLabel } from '~/features/buyers/offer-terms'
import { formatDay, formatPrice } from '~/features/listings/listing'
import { offerStatusLabels } from '~/features/sellers/messages'
import { sellerDocumentsPage } from '~/features/sellers/sections.server'
import { ListingCards } from '~/features/sellers/listing-cards'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { isFailedReply } from '~/ui/form/field-state'
import type { PageMetaFunction } from '~/ui/page-meta'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle('Seller documents', { failed: isFailedReply(actionData?.result) })

// the seller's files for their homes come as an ordinary multipart post
export const handle = { uploads: { maxBytes: documentUploadMaxBytes } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  const [page, documents] = await Promise.all([
    sellerDocumentsPage(user.uid),
    documentsOf(user.uid),
  ])
  return { ...page, documents }
}

// a file linked to one of the seller's own listings (or none); it is kept in /documents too
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const submission = parseWithZod(await request.formData(), { schema: DocumentUploadSchema })
    const result = submission.reply({ fieldErrors: { file: [documentMessages.noFile] } })
    return answerFailedForm({ result }, { status: 400 })
  }
  const own = await sellerDocumentsPage(user.uid)
  const outcome = await uploadDocument(
    user.uid,
    request,
    new Set(own.listings.map((listing) => listing.id)),
  )
  if (!outcome.ok) {
    // the upload streamed into uploadDocument, which kept no fields: its refusal is the file's
    const submission = parseWithZod(new FormData(), { schema: DocumentUploadSchema })
    const result = submission.reply({ fieldErrors: { file: [outcome.message] } })
    return answerFailedForm({ result }, outcome)
  }
  if (outcome.duplicate) throw redirect(`/documents/${outcome.id}`)
  return redirectWithSuccess(`/documents/${outcome.id}`, {
    title: 'Document added',
    description: outcome.note ?? undefined,
  })
}

export default function SellerDocuments() {
  const { listings, documents } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const forHomes = documents.filter((document) => document.listingId !== null)
  return (
    <div className="dashboard stack">
      <h1>Seller documents</h1>
      <SellerNav />
      <p className="lead">
        The files and records of each of your listings: disclosures and other paperwork you keep
        here, the photos buyers see and the offers buyers made.
      </p>
      <DocumentUploadForm
        reply={answer?.result}
        listings={listings.map((listing) => ({ id: listing.id, address: listing.address }))}
      />
      <section aria-labelledby="home-documents-title" className="stack">
        <h2 id="home-documents-title">Documents for your homes ({forHomes.length})</h2>
        {forHomes.length === 0 ? (
          <p>
            None yet. Add a disclosure or an inspection report above and choose its home; every
            document you keep is in <Link to="/documents">your documents</Link>.
          </p>
        ) : (
          <DocumentTable
            caption="Documents linked to your homes, newest first"
            documents={forHomes}
            owner
          />
        )}
      </section>
      {listings.length === 0 ? (
        <p>
          No listings yet, so no documents. <Link to="/seller-flow">List your home</Link>.
        </p>
      ) : (
        <ListingCards listings={listings}>
          {(listing) => (
            <>
              <h3>Photos ({listing.photos.length})</h3>
              {listing.photos.length === 0 ? (
                <p>No photos.</p>
              ) : (
                <ul className="link-list">
                  {listing.photos.map((photo) => (
                    <li key={photo.id}>
                      <a href={photo.href}>{photo.name}</a>: {photo.alt}
                    </li>
                  ))}
                </ul>
              )}
              <h3>Offers ({listing.offers.length})</h3>
              {listing.offers.length === 0 ? (
                <p>No offers yet.</p>
              ) : (
                <ul className="link-list">
                  {listing.offers.map((offer) => (
                    <li key={offer.id}>
                      {formatDay(offer.at)}: {formatPrice(offer.amount)},{' '}
                      {financingLabel(offer.financing)}, closing {offer.closingDate} ·{' '}
                      {offerStatusLabels[offer.status]}
                    </li>
                  ))}
                </ul>
              )}
              {listing.offers.length > 0 ? (
                <p>
                  <Link to="/seller/dashboard/inquiries#offers-title">Answer offers</Link>
                </p>
              ) : null}
            </>
          )}
        </ListingCards>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
