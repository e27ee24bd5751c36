import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { formatDay } from '~/features/listings/listing'
import { contactChoices, materialLabels } from '~/features/marketing/materials'
import { FlyerSchema, OpenHouseSchema, SocialPostsSchema } from '~/features/marketing/schemas'
import {
  listingsToMarket,
  listingToMarket,
  makeMaterial,
} from '~/features/marketing/materials.server'
import { SellerNav } from '~/features/sellers/seller-nav'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { env } from '~/platform/env.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { newSubmissionId } from '~/platform/submission-id.server'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply, type FormReply } from '~/ui/form/field-state'
import { RadioGroup } from '~/ui/form/choice-group'
import { SubmissionIdField } from '~/ui/form/submission-id-field'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

const routeErrors: RouteErrors = {
  404: {
    title: 'Listing not found',
    links: [{ to: '/generate-marketing-materials', label: 'Choose one of your listings' }],
  },
}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  data: page,
  error,
  actionData,
}) =>
  error || !page
    ? errorMeta(error, routeErrors)
    : pageTitle(
        page.listing
          ? `Make marketing materials for ${page.listing.address}`
          : 'Make marketing materials',
        { failed: isFailedReply(actionData?.result) },
      )
export const headers = headersWithRetryAfter

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  if (!params.listingId)
    return { listing: null, choices: await listingsToMarket(user.uid), submissionIds: null }
  const listing = await listingToMarket(user.uid, params.listingId)
  return {
    listing,
    choices: [],
    submissionIds: {
      flyer: newSubmissionId(),
      'social-posts': newSubmissionId(),
      'open-house': newSubmissionId(),
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  const origin = env().PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin
  const outcome = await makeMaterial(user, params.listingId ?? '', await request.formData(), origin)
  if (outcome.ok) return redirectWithSuccess(outcome.redirectTo, outcome.toast)
  return answerFailedForm({ kind: outcome.kind, result: outcome.result }, outcome)
}

const contactOptions = Object.entries(contactChoices) as Array<[string, string]>

export default function GenerateMarketingMaterials() {
  const { listing, choices, submissionIds } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const replyTo = (kind: string) => (answer?.kind === kind ? answer.result : undefined)
  if (!listing || !submissionIds) {
    return (
      <div className="dashboard stack">
        <h1>Make marketing materials</h1>
        <SellerNav />
        <p className="lead">
          A flyer with a QR code to the listing, social posts in three lengths, and an open-house
          sheet. Which listing are they for?
        </p>
        {choices.length === 0 ? (
          <p>
            You have no listings for sale. <Link to="/seller-flow">List your home</Link> first.
          </p>
        ) : (
          <ul className="link-list" aria-label="Your listings">
            {choices.map((choice) => (
              <li key={choice.id}>
                <Link to={`/generate-marketing-materials/${choice.id}`}>{choice.address}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  return (
    <div className="dashboard stack">
      <h1>Make marketing materials for {listing.address}</h1>
      <SellerNav />
      <p className="lead">
        Each is made from the listing as it is now and kept on{' '}
        <Link to="/marketing-materials">your marketing materials</Link>, where you can download it.
        Making one again replaces the earlier one.
      </p>
      {listing.made.length > 0 ? (
        <ul aria-label="Already made">
          {listing.made.map((made) => (
            <li key={made.kind}>
              {materialLabels[made.kind]}: made {formatDay(made.createdAt)}
              {made.outOfDate ? ', out of date (the listing changed since)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <FlyerForm
        reply={replyTo('flyer')}
        submissionId={submissionIds.flyer}
        photos={listing.photos}
      />
      <PostsForm reply={replyTo('social-posts')} submissionId={submissionIds['social-posts']} />
      <OpenHouseForm reply={replyTo('open-house')} submissionId={submissionIds['open-house']} />
    </div>
  )
}

function FlyerForm({
  reply,
  submissionId,
  photos,
}: {
  reply: FormReply | undefined
  submissionId: string
  photos: number
}) {
  const [form, fields] = useSchemaForm({
    id: 'flyer',
    schema: FlyerSchema,
    reply,
    defaultValue: { kind: 'flyer', contact: 'messages' },
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="stack card"
      aria-labelledby="flyer-title"
    >
      <h2 id="flyer-title">Flyer</h2>
      <p>
        One printable page (US letter, fine in black and white):{' '}
        {photos > 0 ? 'the first photo' : 'a space for a photo (the listing has none yet)'}, the
        price, the address, the key facts, the start of the description, how to reach you, and a QR
        code that opens the listing.
      </p>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.contact, label: 'How buyers contact you' }]}
      />
      <input type="hidden" name="kind" value="flyer" />
      <SubmissionIdField id={submissionId} />
      <RadioGroup field={fields.contact} legend="How buyers contact you" options={contactOptions} />
      <StatusButton label="Make the flyer" pendingLabel="Making..." />
    </Form>
  )
}

function PostsForm({
  reply,
  submissionId,
}: {
  reply: FormReply | undefined
  submissionId: string
}) {
  const [form] = useSchemaForm({
    id: 'social-posts',
    schema: SocialPostsSchema,
    reply,
    defaultValue: { kind: 'social-posts' },
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="stack card"
      aria-labelledby="posts-title"
    >
      <h2 id="posts-title">Social posts</h2>
      <p>
        Three posts with the listing’s link: short (fits X), medium, and long (an Instagram
        caption), each with its character count.
      </p>
      <ErrorSummary formId={form.id} reply={reply} fields={[]} />
      <input type="hidden" name="kind" value="social-posts" />
      <SubmissionIdField id={submissionId} />
      <StatusButton label="Write the posts" pendingLabel="Writing..." />
    </Form>
  )
}

function OpenHouseForm({
  reply,
  submissionId,
}: {
  reply: FormReply | undefined
  submissionId: string
}) {
  const [form, fields] = useSchemaForm({
    id: 'open-house',
    schema: OpenHouseSchema,
    reply,
    defaultValue: { kind: 'open-house', startTime: '13:00', endTime: '15:00' },
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="stack card"
      aria-labelledby="open-house-title"
    >
      <h2 id="open-house-title">Open-house sheet</h2>
      <p>
        A page for the open house: when, the home’s facts and price, and a sign-in table for
        visitors. Times are Ames time (Central).
      </p>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.date, label: 'Date' },
          { field: fields.startTime, label: 'Starts at' },
          { field: fields.endTime, label: 'Ends at' },
        ]}
      />
      <input type="hidden" name="kind" value="open-house" />
      <SubmissionIdField id={submissionId} />
      <TextField field={fields.date} label="Date" type="date" hint="Like 2026-12-05" />
      <TextField field={fields.startTime} label="Starts at" type="time" hint="Like 13:00" />
      <TextField field={fields.endTime} label="Ends at" type="time" hint="Like 15:00" />
      <StatusButton label="Make the open-house sheet" pendingLabel="Making..." />
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
