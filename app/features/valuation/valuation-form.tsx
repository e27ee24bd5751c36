import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { propertyTypeLabels, propertyTypes } from '~/features/market/market-home'
import { ErrorSummary, summaryErrors } from '~/ui/error-summary'
import { Field } from '~/ui/field'
import { FieldError } from '~/ui/field-error'
import { ValuationSchema } from './valuation-schema'

type ValuationFormProps = {
  action: string
  neighbourhoods: string[]
  result?: SubmissionResult<string[]> | null
  submitLabel?: string
  // what the page was last asked, so the form shows it again
  defaults?: Record<string, string>
}

// a market address, or the home's facts; a GET form so an estimate has an address of its own
export function ValuationForm({ action, neighbourhoods, result, submitLabel = 'Get the estimate', defaults }: ValuationFormProps) {
  const [form, fields] = useForm({
    id: 'valuation',
    lastResult: result ?? undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(ValuationSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ValuationSchema }),
  })
  const order = [
    fields.address, fields.neighborhood, fields.propertyType, fields.sqft, fields.beds, fields.fullBaths, fields.halfBaths,
    fields.yearBuilt, fields.lotSqft, fields.garageSpaces, fields.basementSqft,
  ]
  return (
    <Form method="get" action={action} {...getFormProps(form)} className="valuation-form stack">
      <ErrorSummary errors={summaryErrors(form, order)} />
      <Field meta={fields.address} label="Address in Ames" hint="For example 1234 Oak Street, Ames. Leave empty to describe the home below." autoComplete="street-address" />
      <fieldset>
        <legend>Or describe the home</legend>
        <p className="field__hint">Details you leave empty are taken from the most similar recorded sale in the neighbourhood.</p>
        <div className={fields.neighborhood.errors ? 'field field--error' : 'field'}>
          <label htmlFor={fields.neighborhood.id}>Neighbourhood</label>
          <FieldError id={fields.neighborhood.errorId} error={fields.neighborhood.errors?.[0]} />
          <select {...getSelectProps(fields.neighborhood)} key={fields.neighborhood.key} required={false}>
            <option value="">Choose a neighbourhood</option>
            {neighbourhoods.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fields.propertyType.id}>Home type</label>
          <select {...getSelectProps(fields.propertyType)} key={fields.propertyType.key} required={false}>
            {propertyTypes.map((type) => (
              <option key={type} value={type}>
                {propertyTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="valuation-form__grid">
          <Field meta={fields.sqft} label="Living area (sq ft)" inputMode="numeric" hint="Above ground" />
          <Field meta={fields.yearBuilt} label="Year built" inputMode="numeric" />
          <Field meta={fields.beds} label="Bedrooms" inputMode="numeric" />
          <Field meta={fields.fullBaths} label="Full bathrooms" inputMode="numeric" />
          <Field meta={fields.halfBaths} label="Half bathrooms" inputMode="numeric" hint="Optional" />
          <Field meta={fields.lotSqft} label="Lot (sq ft)" inputMode="numeric" hint="Optional" />
          <Field meta={fields.garageSpaces} label="Garage spaces" inputMode="numeric" hint="Optional" />
          <Field meta={fields.basementSqft} label="Basement (sq ft)" inputMode="numeric" hint="Optional" />
        </div>
      </fieldset>
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </Form>
  )
}
