import { getFormProps } from '@conform-to/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { vendorMailTopics } from '~/features/providers/vendor-mail'
import { VendorSettingsSchema } from '~/features/providers/schemas'
import { saveVendorSettings, vendorSettingsOf } from '~/features/providers/vendor-settings.server'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { retryAfterHeaders } from '~/platform/rate-limit.server'
import { Checkbox } from '~/ui/form/checkbox'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error ? errorMeta(error) : pageTitle('Vendor settings', { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  return vendorSettingsOf(user.uid)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const outcome = await saveVendorSettings(user.uid, await request.formData())
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status, headers: outcome.retryAfterSeconds ? retryAfterHeaders(outcome.retryAfterSeconds) : undefined })
  return redirectWithSuccess('/vendor/settings', { title: 'Settings saved', description: outcome.paused ? 'New leads are paused.' : undefined })
}

export default function VendorSettings() {
  const { mail, business, email } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const on = (value: boolean) => (value ? 'on' : undefined)
  const [form, fields] = useSchemaForm({ id: 'vendor-settings', schema: VendorSettingsSchema, reply, defaultValue: { leads: on(mail.leads), jobs: on(mail.jobs), paused: on(business?.paused ?? false) } })
  return (
    <div className="dashboard stack">
      <h1>Vendor settings</h1>
      <p>
        <Link to="/vendor-dashboard">Your leads</Link> · <Link to="/vendor-onboarding">{business ? 'Edit your business profile' : 'Set up your business'}</Link> ·{' '}
        <Link to="/settings">Account settings</Link>
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
              You have no business profile yet, so there are no leads to pause. <Link to="/vendor-onboarding">Set up your business</Link>.
            </p>
          )}
        </fieldset>
        <StatusButton label="Save settings" pendingLabel="Saving..." />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
