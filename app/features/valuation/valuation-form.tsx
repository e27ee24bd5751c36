import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { propertyTypeLabels, propertyTypes } from '~/core/home'
import { ErrorSummary } from '~/ui/form/error-summary'
import type { FormReply } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { TextField } from '~/ui/form/text-field'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { ValuationSchema } from './valuation-schema'

type ValuationFormProps = {
  action: string
  neighborhoods: string[]
  result?: FormReply | null
  submitLabel?: string
  // what the page was last asked, so the form shows it again
  defaults?: Record<string, string>
}

const labels = {
  address: 'Address in Ames',
  neighborhood: 'Neighborhood',
  propertyType: 'Home type',
  sqft: 'Living area (sq ft)',
  yearBuilt: 'Year built',
  beds: 'Bedrooms',
  fullBaths: 'Full bathrooms',
  halfBaths: 'Half bathrooms',
  lotSqft: 'Lot (sq ft)',
  garageSpaces: 'Garage spaces',
  basementSqft: 'Basement (sq ft)',
}

const typeOptions = propertyTypes.map((type) => [type, propertyTypeLabels[type]] as const)

// a market address, or the home's facts; a GET form so an estimate has an address of its own
export function ValuationForm({
  action,
  neighborhoods,
  result,
  submitLabel = 'Get the estimate',
  defaults,
}: ValuationFormProps) {
  const [form, fields] = useSchemaForm({
    id: 'valuation',
    schema: ValuationSchema,
    reply: result,
    defaultValue: defaults,
  })
  const count = { inputMode: 'numeric' } as const
  return (
    <Form method="get" action={action} {...getFormProps(form)} className="valuation-form stack">
      <ErrorSummary
        formId={form.id}
        reply={result}
        fields={(Object.keys(labels) as Array<keyof typeof labels>).map((name) => ({
          field: fields[name],
          label: labels[name],
        }))}
      />
      <TextField
        field={fields.address}
        label={labels.address}
        hint="For example 1234 Oak Street, Ames. Leave empty to describe the home below."
        autoComplete="address-line1"
      />
      <fieldset>
        <legend>Or describe the home</legend>
        <p className="field__hint">
          Details you leave empty are taken from the most similar recorded sale in the neighborhood.
        </p>
        <Select
          field={fields.neighborhood}
          label={labels.neighborhood}
          placeholder="Choose a neighborhood"
          options={neighborhoods.map((name) => [name, name] as const)}
        />
        <Select field={fields.propertyType} label={labels.propertyType} options={typeOptions} />
        <div className="valuation-form__grid">
          <TextField field={fields.sqft} label={labels.sqft} hint="Above ground" {...count} />
          <TextField field={fields.yearBuilt} label={labels.yearBuilt} {...count} />
          <TextField field={fields.beds} label={labels.beds} {...count} />
          <TextField field={fields.fullBaths} label={labels.fullBaths} {...count} />
          <TextField field={fields.halfBaths} label={labels.halfBaths} hint="Optional" {...count} />
          <TextField field={fields.lotSqft} label={labels.lotSqft} hint="Optional" {...count} />
          <TextField
            field={fields.garageSpaces}
            label={labels.garageSpaces}
            hint="Optional"
            {...count}
          />
          <TextField
            field={fields.basementSqft}
            label={labels.basementSqft}
            hint="Optional"
            {...count}
          />
        </div>
      </fieldset>
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </Form>
  )
}
