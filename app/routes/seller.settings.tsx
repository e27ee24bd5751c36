import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireSeller } from '~/features/sellers/seller-access.server'
import { answerFormOutcome } from '~/features/shell/form-outcome.server'
import { notificationTopics } from '~/features/sellers/messages'
import { SettingsSchema } from '~/features/sellers/schemas'
import { SellerNav } from '~/features/sellers/seller-nav'
import { saveSellerSettings, sellerSettingsPage } from '~/features/sellers/workspace.server'
import { errorMeta, RouteErrorBoundary, type RouteErrors } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { Checkbox } from '~/ui/form/checkbox'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'

const routeErrors: RouteErrors = {}

export const meta: PageMetaFunction<typeof loader, typeof action> = ({ error, actionData }) =>
  error
    ? errorMeta(error, routeErrors)
    : pageTitle('Seller settings', { failed: isFailedReply(actionData?.result) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSeller(request)
  return sellerSettingsPage(user.uid)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSeller(request)
  return answerFormOutcome(await saveSellerSettings(user.uid, await request.formData()))
}

export default function SellerSettings() {
  const { notifications, contact, email } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const reply = answer?.result
  const on = (value: boolean) => (value ? 'on' : undefined)
  const [form, fields] = useSchemaForm({
    id: 'seller-settings',
    schema: SettingsSchema,
    reply,
    defaultValue: {
      ...Object.fromEntries(
        Object.entries(notifications).map(([topic, value]) => [topic, on(value)]),
      ),
      showEmail: on(contact.showEmail),
      showPhone: on(contact.showPhone),
      phone: contact.phone,
    },
  })
  return (
    <div className="dashboard stack">
      <h1>Seller settings</h1>
      <SellerNav />
      <p>
        Your name, photo, password, other e-mail and your data are in your{' '}
        <Link to="/settings">account settings</Link>.
      </p>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.phone, label: 'Phone number' }]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <fieldset className="stack">
          <legend>E-mail me about</legend>
          {(Object.keys(notificationTopics) as Array<keyof typeof notificationTopics>).map(
            (topic) => (
              <Checkbox key={topic} field={fields[topic]} label={notificationTopics[topic]} />
            ),
          )}
        </fieldset>
        <fieldset className="stack">
          <legend>What buyers see of you</legend>
          <Checkbox
            field={fields.showEmail}
            label={`Show my e-mail address${email ? ` (${email})` : ''} to buyers who ask a question`}
          />
          <Checkbox
            field={fields.showPhone}
            label="Show my phone number to buyers who ask a question"
          />
          <TextField field={fields.phone} label="Phone number" type="tel" autoComplete="tel" />
        </fieldset>
        <StatusButton label="Save settings" pendingLabel="Saving..." />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary routeErrors={routeErrors} />
}
