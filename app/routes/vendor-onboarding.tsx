import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { requireRole } from '~/features/accounts/session.server'
import { amesZips } from '~/features/market/addresses'
import { categoryLabels, providerCategories } from '~/features/providers/categories'
import { businessOf, saveBusiness } from '~/features/providers/onboarding.server'
import { OnboardingSchema, weekDays } from '~/features/providers/schemas'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { pageTitle } from '~/features/shell/page-title'
import { redirectWithSuccess } from '~/features/shell/toast.server'
import { headersWithRetryAfter } from '~/platform/rate-limit.server'
import { CheckboxGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import { isFailedReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { Textarea } from '~/ui/form/textarea'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import type { PageMetaFunction } from '~/ui/page-meta'
import { StatusButton } from '~/ui/status-button'
import { answerFailedForm } from '~/platform/http/form-answer.server'

export const meta: PageMetaFunction<typeof loader, typeof action> = ({
  error,
  data: page,
  actionData,
}) =>
  error
    ? errorMeta(error)
    : pageTitle(page?.business ? 'Your business profile' : 'Set up your business', {
        failed: isFailedReply(actionData?.result),
      })
export const headers = headersWithRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const business = await businessOf(user.uid)
  return { business, displayName: user.displayName }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, 'vendor')
  const outcome = await saveBusiness(user.uid, await request.formData())
  if (outcome.ok)
    return redirectWithSuccess('/vendor-dashboard', {
      title: outcome.created ? 'Your business is listed' : 'Profile saved',
    })
  return answerFailedForm({ result: outcome.result }, outcome)
}

export default function VendorOnboarding() {
  const { business, displayName } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const price = business?.prices[0]
  const [form, fields] = useSchemaForm({
    id: 'vendor-onboarding',
    schema: OnboardingSchema,
    reply,
    // lists (services, ZIP codes, days) are given as arrays, which the schema's input type cannot say
    defaultValue: (business
      ? {
          business: business.business,
          name: business.name,
          phone: business.phone,
          bio: business.bio,
          categories: business.categories,
          zips: business.area.zips,
          baseZip: business.area.zips[0],
          radiusMiles: String(business.area.radiusMiles),
          price: String(price?.amount ?? ''),
          includes: price?.includes ?? '',
          licenceKind: business.licence?.kind ?? '',
          licenceNumber: business.licence?.number ?? '',
          hours: business.hours,
          workDays: business.workDays.map(String),
          leadDays: String(business.leadDays),
        }
      : {
          name: displayName,
          radiusMiles: '15',
          leadDays: '2',
          workDays: ['1', '2', '3', '4', '5'],
          hours: 'Monday to Friday, 8 am to 5 pm',
        }) as never,
  })
  const labelled = [
    { field: fields.business, label: 'Business name' },
    { field: fields.name, label: 'Your name' },
    { field: fields.phone, label: 'Phone' },
    { field: fields.bio, label: 'About your business' },
    { field: fields.categories, label: 'Services' },
    { field: fields.zips, label: 'ZIP codes you serve' },
    { field: fields.baseZip, label: 'You work from' },
    { field: fields.radiusMiles, label: 'How far you travel' },
    { field: fields.price, label: 'Price' },
    { field: fields.includes, label: 'What the price includes' },
    { field: fields.licenceKind, label: 'Licence' },
    { field: fields.licenceNumber, label: 'Licence number' },
    { field: fields.hours, label: 'Hours' },
    { field: fields.workDays, label: 'Days you take appointments' },
    { field: fields.leadDays, label: 'Days ahead you are booked' },
  ]
  return (
    <div className="dashboard stack">
      <h1>{business ? 'Your business profile' : 'Set up your business'}</h1>
      <p className="lead">
        {business
          ? 'What buyers and sellers see on your profile and what matching uses. Changes show at once.'
          : 'Fill in every part below: your business is listed in the directory, and can be matched with requests, as soon as you save.'}
      </p>
      <ErrorSummary formId={form.id} reply={reply} fields={labelled} />
      <Form method="post" {...getFormProps(form)} className="stack">
        <fieldset className="stack">
          <legend>Your business</legend>
          <TextField field={fields.business} label="Business name" autoComplete="organization" />
          <TextField field={fields.name} label="Your name" autoComplete="name" />
          <TextField field={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" />
          <Textarea
            field={fields.bio}
            label="About your business"
            hint="Shown on your profile. 10 to 600 characters."
          />
        </fieldset>
        <CheckboxGroup
          field={fields.categories}
          legend="Services (up to three)"
          hint="The first one you tick is the one your price below is for."
          options={providerCategories.map(
            (category) => [category, categoryLabels[category]] as const,
          )}
        />
        <fieldset className="stack">
          <legend>Where you work</legend>
          <CheckboxGroup
            field={fields.zips}
            legend="ZIP codes you serve"
            options={amesZips.map((zip) => [zip, zip] as const)}
          />
          <Select
            field={fields.baseZip}
            label="You work from"
            options={amesZips.map((zip) => [zip, zip] as const)}
            placeholder="Choose a ZIP code"
          />
          <TextField
            field={fields.radiusMiles}
            label="How far you travel, in miles"
            inputMode="numeric"
          />
        </fieldset>
        <fieldset className="stack">
          <legend>Price</legend>
          <TextField
            field={fields.price}
            label="Price"
            inputMode="decimal"
            hint="Whole dollars for a flat fee or an hourly rate (movers, contractors); a percentage of the sale price for an agent."
          />
          <TextField field={fields.includes} label="What the price includes" />
        </fieldset>
        <fieldset className="stack">
          <legend>Licence (if your service needs one)</legend>
          <TextField
            field={fields.licenceKind}
            label="Licence"
            hint="For example: Iowa certified residential appraiser."
          />
          <TextField field={fields.licenceNumber} label="Licence number" />
        </fieldset>
        <fieldset className="stack">
          <legend>Availability</legend>
          <TextField field={fields.hours} label="Hours" />
          <CheckboxGroup
            field={fields.workDays}
            legend="Days you take appointments"
            options={weekDays}
          />
          <TextField
            field={fields.leadDays}
            label="How many days ahead you are booked"
            inputMode="numeric"
          />
        </fieldset>
        <StatusButton
          label={business ? 'Save profile' : 'List my business'}
          pendingLabel="Saving..."
        />
      </Form>
      <p>
        <Link to="/vendor-dashboard">Back to your dashboard</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
