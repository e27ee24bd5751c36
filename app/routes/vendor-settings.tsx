import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { vendorMailTopics } from '~/features/providers/vendor-mail'
import { VendorSettingsSchema } from '~/features/providers/schemas'
import { saveVendorSettings, vendorSettingsOf } from '~/features/providers/vendor-settings.server'
import { logoUploadMaxBytes } from '~/features/providers/logo'
import { removeLogo, saveLogo } from '~/features/providers/logo.server'
import { photoDimensions, photoUrl } from '~/features/listings/photo'
import { VendorNav } from '~/features/providers/vendor-nav'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { Checkbox } from '~/ui/form/checkbox'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error)
    : pageTitle('Vendor settings', {
        failed: isFailedReply(actionData?.result) || Boolean(actionData?.logo),
      })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  return vendorSettingsOf(user.uid)
}

// the logo comes as a multipart post (an ordinary file form, without JavaScript too)
export const handle = { uploads: { maxBytes: logoUploadMaxBytes } }

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const saved = await saveLogo(user.uid, request)
    if (!saved.ok) return answerFailedForm({ result: undefined, logo: saved.message }, saved)
    return redirectWithSuccess('/vendor/settings#logo-title', {
      title: 'Logo saved',
      description: 'It is on your profile now.',
    })
  }
  const form = await request.formData()
  if (form.get('intent') === 'remove-logo') {
    await removeLogo(user.uid)
    return redirectWithSuccess('/vendor/settings#logo-title', { title: 'Logo removed' })
  }
  const outcome = await saveVendorSettings(user.uid, form)
  if (!outcome.ok) return answerFailedForm({ result: outcome.result, logo: undefined }, outcome)
  return redirectWithSuccess('/vendor/settings', {
    title: 'Settings saved',
    description: outcome.paused ? 'New leads are paused.' : undefined,
  })
}

export default function VendorSettings() {
  const { mail, business, email } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const reply = answer?.result
  const on = (value: boolean) => (value ? 'on' : undefined)
  const [form, fields] = useSchemaForm({
    id: 'vendor-settings',
    schema: VendorSettingsSchema,
    reply,
    defaultValue: {
      leads: on(mail.leads),
      jobs: on(mail.jobs),
      paused: on(business?.paused ?? false),
    },
  })
  return (
    <div className="dashboard stack">
      <h1>Vendor settings</h1>
      <VendorNav />
      <p>
        Your name, e-mail and password are in <Link to="/settings">your account settings</Link>.
      </p>
      <ErrorSummary formId={form.id} reply={reply} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <fieldset className="stack">
          <legend>E-mail me{email ? ` at ${email}` : ''} about</legend>
          {(Object.keys(vendorMailTopics) as Array<keyof typeof vendorMailTopics>).map((topic) => (
            <Checkbox key={topic} field={fields[topic]} label={vendorMailTopics[topic]} />
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>New leads</legend>
          {business ? (
            <Checkbox
              field={fields.paused}
              label={`Pause new leads for ${business.name}`}
              hint="While paused, your profile stays in the directory marked “not taking new requests”, and Match me and requests skip you. Leads you already have stay open."
            />
          ) : (
            <p>
              You have no business profile yet, so there are no leads to pause.{' '}
              <Link to="/vendor-onboarding">Set up your business</Link>.
            </p>
          )}
        </fieldset>
        <StatusButton label="Save settings" pendingLabel="Saving..." />
      </Form>
      {business ? (
        <section aria-labelledby="logo-title" className="stack">
          <h2 id="logo-title">Logo or photo</h2>
          {business.logo ? (
            <img
              src={photoUrl(business.logo, 'small')}
              alt={business.logo.alt}
              width={photoDimensions(business.logo, 'small').width}
              height={photoDimensions(business.logo, 'small').height}
              className="provider-logo"
            />
          ) : (
            <p>No logo yet. Clients see your business name alone.</p>
          )}
          <Form method="post" encType="multipart/form-data" className="stack">
            <div className={answer?.logo ? 'field field--error' : 'field'}>
              <label htmlFor="logo-file">
                {business.logo ? 'Replace it with' : 'Add a logo or photo'}
              </label>
              <p className="field__hint" id="logo-file-hint">
                JPEG, PNG or WebP, up to 5 MB. It is shown on your profile; its location and camera
                details are removed.
              </p>
              {answer?.logo ? (
                <p className="field__error" id="logo-file-error" role="alert">
                  {answer.logo}
                </p>
              ) : null}
              <input
                id="logo-file"
                name="logo"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={
                  answer?.logo ? 'logo-file-hint logo-file-error' : 'logo-file-hint'
                }
                aria-invalid={answer?.logo ? true : undefined}
              />
            </div>
            <StatusButton label="Upload" pendingLabel="Uploading..." />
          </Form>
          {business.logo ? (
            <Form method="post">
              <StatusButton
                name="intent"
                value="remove-logo"
                className="button button--secondary"
                label="Remove the logo"
                pendingLabel="Removing..."
              />
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
