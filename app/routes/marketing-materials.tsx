import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { formatDay } from '~/features/listings/listing'
import { materialLabels, materialNames } from '~/features/marketing/materials'
import { materialsPage } from '~/features/marketing/materials.server'
import { RegenerateForm } from '~/features/marketing/regenerate-form'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { formatNumber } from '~/ui/format'
import type { PageMetaFunction } from '~/ui/page-meta'

export const meta: PageMetaFunction<typeof loader> = ({ error }) =>
  error ? errorMeta(error) : pageTitle('Marketing materials')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return { listings: await materialsPage(user.uid) }
}

export default function MarketingMaterials() {
  const { listings } = useLoaderData<typeof loader>()
  return (
    <div className="dashboard stack">
      <h1>Marketing materials</h1>
      <SellerNav />
      <p className="lead">
        Flyers, social posts and open-house sheets you made for your listings. When a listing
        changes, what was made before says so: make it again.
      </p>
      {listings.length === 0 ? (
        <p>
          No listings yet. <Link to="/seller-flow">List your home</Link>, then make its flyer here.
        </p>
      ) : (
        <ul className="record-list">
          {listings.map((listing) => (
            <li key={listing.id} id={`listing-${listing.id}`} className="card stack">
              <h2>{listing.address}</h2>
              {listing.materials.length === 0 ? <p>Nothing made yet.</p> : null}
              {listing.materials.map((material) => (
                <section
                  key={material.id}
                  className="stack"
                  aria-label={`${materialLabels[material.kind]}, ${listing.address}`}
                >
                  <h3 className="record-list__title">{materialLabels[material.kind]}</h3>
                  <p>
                    Made {formatDay(material.createdAt)} ·{' '}
                    {formatNumber(Math.max(1, Math.round(material.bytes / 1024)))} KB
                    {material.outOfDate ? (
                      <strong className="badge"> Out of date: the listing changed since</strong>
                    ) : null}
                  </p>
                  <p>
                    <a href={material.href} download>
                      Download the {materialNames[material.kind]} for {listing.address}
                    </a>
                  </p>
                  {material.outOfDate && listing.editable ? (
                    <RegenerateForm
                      listingId={listing.id}
                      kind={material.kind}
                      again={material.again}
                    />
                  ) : null}
                  {material.posts ? (
                    <ul className="stack">
                      {material.posts.map((post) => (
                        <li key={post.length}>
                          <p>
                            <strong>{post.label}</strong> ({post.characters} characters,{' '}
                            {post.limitNote})
                          </p>
                          <p className="prose post-text">{post.text}</p>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))}
              {listing.editable ? (
                <p>
                  <Link to={`/generate-marketing-materials/${listing.id}`}>
                    Make materials for {listing.address}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
