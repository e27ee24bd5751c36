import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import {
  saveOwnPhoto,
  settingsAction,
  settingsPage,
} from '~/features/accounts/account-settings.server'
import { businessOf } from '~/features/providers/onboarding.server'
import { alwaysSent, mailTopicIds, mailTopics } from '~/features/accounts/mail-choices'
import { messages } from '~/features/accounts/messages'
import { requireUser } from '~/features/accounts/session.server'
import { deletedUserLabel, settingsMessages } from '~/features/accounts/settings-messages'
import {
  DeleteAccountSchema,
  NotificationsSchema,
  PasswordSchema,
  photoUploadMaxBytes,
  ProfileSchema,
} from '~/features/accounts/settings-schemas'
import { photoDimensions, photoUrl } from '~/features/listings/photo'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { expectedError } from '~/platform/http/expected-error'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { Checkbox } from '~/ui/form/checkbox'
import { ErrorSummary, useSummaryAction } from '~/ui/form/error-summary'
import { isFailedReply, pageField, type FormReply } from '~/ui/form/field-state'
import { FileInput } from '~/ui/form/file-input'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle(settingsMessages.title, { failed: isFailedReply(actionData?.result) })
export const headers = headersWithRetryAfter

// the photo comes as a multipart post (an ordinary file form, without JavaScript too)
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  if (user.demo) return { page: null }
  return { page: await settingsPage(user, { runsABusiness: Boolean(await businessOf(user.uid)) }) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  if (user.demo) throw expectedError(403, settingsMessages.demoUser)
  const multipart = /^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')
  const outcome = multipart
    ? await saveOwnPhoto(request, user)
    : await settingsAction({
        request,
        clientIp: context.clientIp,
        user,
        form: await request.formData(),
      })
  if (outcome.ok)
    return redirectWithSuccess(
      outcome.redirectTo,
      outcome.toast,
      outcome.headers ? { headers: outcome.headers } : undefined,
    )
  return answerFailedForm({ intent: outcome.intent, result: outcome.result }, outcome)
}

type Page = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['page']>

function replyFor(
  answer: { intent: string; result: FormReply } | undefined,
  intent: string,
): FormReply | undefined {
  return answer?.intent === intent ? answer.result : undefined
}

const roleSettings = {
  buyer: { to: '/buyer-flow', label: 'Your home search preferences' },
  seller: { to: '/seller/dashboard/settings', label: 'Seller settings: what buyers see of you' },
  vendor: { to: '/vendor/settings', label: 'Vendor settings: new leads and your logo' },
  admin: null,
} as const

export default function AccountSettings() {
  const { page } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  if (!page) {
    return (
      <div className="dashboard stack">
        <h1>{settingsMessages.title}</h1>
        <p className="notice">{settingsMessages.demoUser}</p>
        <p>
          <Link to="/auth/register">Create an account</Link>
        </p>
      </div>
    )
  }
  const more = roleSettings[page.role]
  return (
    <div className="dashboard stack settings-page">
      <h1>{settingsMessages.title}</h1>
      <p className="lead">
        Your details, your password, the e-mail you get, and everything Threshold keeps about you.
      </p>
      {more ? (
        <p>
          More settings: <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
      <ProfileSection page={page} reply={replyFor(answer, 'profile')} />
      <PhotoSection
        page={page}
        reply={replyFor(answer, 'photo')}
        removeReply={replyFor(answer, 'remove-photo')}
      />
      <PasswordSection page={page} reply={replyFor(answer, 'password')} />
      <NotificationsSection page={page} reply={replyFor(answer, 'notifications')} />
      <DataSection />
      <DeleteSection page={page} reply={replyFor(answer, 'delete-account')} />
    </div>
  )
}

function ProfileSection({ page, reply }: { page: Page; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'profile-form',
    schema: ProfileSchema,
    reply,
    defaultValue: { displayName: page.displayName, phone: page.phone },
  })
  const action = useSummaryAction(form.id)
  const labels = { displayName: 'Name', phone: 'Phone number (optional)' }
  return (
    <section aria-labelledby="profile-title" className="card stack">
      <h2 id="profile-title">Your details</h2>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[
          { field: fields.displayName, label: labels.displayName },
          { field: fields.phone, label: labels.phone },
        ]}
      />
      <p>
        E-mail address: <strong>{page.email}</strong> (you sign in with it)
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="profile" />
        <TextField
          field={fields.displayName}
          label={labels.displayName}
          autoComplete="name"
          hint="Shown to the people you deal with on Threshold."
        />
        <TextField
          field={fields.phone}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          hint="Kept with your account. Sellers choose separately whether buyers see theirs."
        />
        <StatusButton label="Save your details" pendingLabel="Saving..." />
      </Form>
    </section>
  )
}

function PhotoSection({
  page,
  reply,
  removeReply,
}: {
  page: Page
  reply?: FormReply
  removeReply?: FormReply
}) {
  const field = {
    ...pageField('photo-form', 'photo', { error: reply?.error?.photo?.[0] }),
    key: reply ? 'replied' : undefined,
  }
  const action = useSummaryAction('photo-form')
  const removeAction = useSummaryAction('remove-photo-form')
  const { photo } = page
  return (
    <section aria-labelledby="photo-title" className="card stack">
      <h2 id="photo-title">Your photo</h2>
      {photo ? (
        <img
          src={photoUrl(photo, 'small')}
          alt={photo.alt}
          width={photoDimensions(photo, 'small').width}
          height={photoDimensions(photo, 'small').height}
          className="provider-logo"
        />
      ) : (
        <p>{settingsMessages.photo.none}</p>
      )}
      <ErrorSummary formId="photo-form" reply={reply} fields={[{ field, label: 'Photo' }]} />
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        id="photo-form"
        noValidate
        className="stack"
      >
        <FileInput
          field={field}
          label={photo ? 'Replace it with' : 'Add a photo'}
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP, up to 5 MB. Only you see it; its location and camera details are removed."
        />
        <StatusButton label="Upload photo" pendingLabel="Uploading..." />
      </Form>
      {photo ? (
        <>
          <ErrorSummary formId="remove-photo-form" reply={removeReply} />
          <Form method="post" action={removeAction} id="remove-photo-form">
            <input type="hidden" name="intent" value="remove-photo" />
            <StatusButton
              className="button button--secondary"
              label="Remove the photo"
              pendingLabel="Removing..."
            />
          </Form>
        </>
      ) : null}
    </section>
  )
}

function PasswordSection({ page, reply }: { page: Page; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({ id: 'password-form', schema: PasswordSchema, reply })
  const action = useSummaryAction(form.id)
  const labels = {
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
  }
  const { password } = page
  return (
    <section aria-labelledby="password-title" className="card stack">
      <h2 id="password-title">Password</h2>
      {!password.has ? (
        <p className="notice">
          {settingsMessages.password.socialOnly(password.others.join(' or ') || 'another service')}
        </p>
      ) : password.sharedDemo ? (
        <p className="notice">{messages.reset.sharedDemoAccount}</p>
      ) : (
        <>
          <ErrorSummary
            formId={form.id}
            reply={reply}
            fields={[
              { field: fields.currentPassword, label: labels.currentPassword },
              { field: fields.newPassword, label: labels.newPassword },
              { field: fields.confirmPassword, label: labels.confirmPassword },
            ]}
          />
          <p>Changing it signs you out on every other device; you stay signed in here.</p>
          <Form method="post" action={action} {...getFormProps(form)} className="stack">
            <input type="hidden" name="intent" value="password" />
            <TextField
              field={fields.currentPassword}
              label={labels.currentPassword}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              field={fields.newPassword}
              label={labels.newPassword}
              type="password"
              autoComplete="new-password"
              hint={messages.validation.passwordHint}
            />
            <TextField
              field={fields.confirmPassword}
              label={labels.confirmPassword}
              type="password"
              autoComplete="new-password"
            />
            <StatusButton label="Change password" pendingLabel="Changing..." />
          </Form>
        </>
      )}
    </section>
  )
}

function NotificationsSection({ page, reply }: { page: Page; reply?: FormReply }) {
  const on = (value: boolean) => (value ? 'on' : undefined)
  const [form, fields] = useSchemaForm({
    id: 'notifications-form',
    schema: NotificationsSchema,
    reply,
    defaultValue: Object.fromEntries(mailTopicIds.map((topic) => [topic, on(page.mail[topic])])),
  })
  const action = useSummaryAction(form.id)
  const topics = (vendor: boolean) =>
    mailTopicIds.filter((topic) => mailTopics[topic].vendor === vendor)
  return (
    <section aria-labelledby="notifications-title" className="card stack">
      <h2 id="notifications-title">E-mail notifications</h2>
      <ErrorSummary formId={form.id} reply={reply} />
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="stack">
          <legend>E-mail me at {page.email} about</legend>
          {topics(false).map((topic) => (
            <Checkbox
              key={topic}
              field={fields[topic]}
              label={mailTopics[topic].label}
              hint={mailTopics[topic].sent ? undefined : settingsMessages.notifications.notSentYet}
            />
          ))}
        </fieldset>
        {page.vendorTopics ? (
          <fieldset className="stack">
            <legend>As a service provider, e-mail me about</legend>
            <input type="hidden" name="vendorTopics" value="shown" />
            {topics(true).map((topic) => (
              <Checkbox key={topic} field={fields[topic]} label={mailTopics[topic].label} />
            ))}
          </fieldset>
        ) : null}
        <p className="field__hint">{alwaysSent}</p>
        <StatusButton label="Save notification choices" pendingLabel="Saving..." />
      </Form>
    </section>
  )
}

// an ordinary form (not Remix's): the answer is a file the browser saves, with JavaScript on or off
function DataSection() {
  return (
    <section aria-labelledby="data-title" className="card stack">
      <h2 id="data-title">Your data</h2>
      <p>
        Download everything Threshold keeps about you as one JSON file: your profile, saved homes
        and searches, questions and answers, tours, offers, listings, documents (their names, not
        their contents), service requests, quotes, jobs, reviews, orders, the mail we sent you, your
        page views and your sign-in sessions. Passwords and session keys are never included.
      </p>
      <form method="post" action="/settings/data">
        <input type="hidden" name="intent" value="download" />
        <button type="submit" className="button button--secondary">
          Download my data
        </button>
      </form>
    </section>
  )
}

function DeleteSection({ page, reply }: { page: Page; reply?: FormReply }) {
  const [form, fields] = useSchemaForm({
    id: 'delete-account-form',
    schema: DeleteAccountSchema,
    reply,
  })
  const action = useSummaryAction(form.id)
  const labels = {
    confirmEmail: `Type your e-mail address, ${page.email}, to confirm`,
    password: 'Your password',
  }
  return (
    <section aria-labelledby="delete-title" className="card stack">
      <h2 id="delete-title">Delete your account</h2>
      <p>This cannot be undone. When you delete your account:</p>
      <ul>
        <li>you are signed out everywhere and cannot sign in again;</li>
        <li>
          your profile, photo, saved homes and searches, drafts, documents, service requests and
          mail are deleted;
        </li>
        <li>
          what other people still need is kept without your name, e-mail address or phone number: a
          seller keeps your questions as from “{deletedUserLabel}”, an accepted offer, a booked job
          and a paid order stay on record; tours and offers still open are cancelled or withdrawn;
        </li>
        <li>a listing that is under contract or sold stays; your other listings are taken down.</li>
      </ul>
      {page.password.sharedDemo ? (
        <p className="notice">{settingsMessages.deletion.sharedDemoAccount}</p>
      ) : (
        <>
          <ErrorSummary
            formId={form.id}
            reply={reply}
            fields={[
              { field: fields.confirmEmail, label: 'E-mail address' },
              { field: fields.password, label: labels.password },
            ]}
          />
          <Form method="post" action={action} {...getFormProps(form)} className="stack">
            <input type="hidden" name="intent" value="delete-account" />
            <TextField
              field={fields.confirmEmail}
              label={labels.confirmEmail}
              type="email"
              autoComplete="off"
              spellCheck={false}
            />
            {page.password.has ? (
              <TextField
                field={fields.password}
                label={labels.password}
                type="password"
                autoComplete="current-password"
              />
            ) : null}
            <StatusButton
              className="button button--danger"
              label="Delete my account"
              pendingLabel="Deleting..."
            />
          </Form>
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
