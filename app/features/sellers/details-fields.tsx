import { featureLabels } from '~/features/listings/listing'
import { propertyTypeLabels, propertyTypes } from '~/core/home'
import { CheckboxGroup } from '~/ui/form/choice-group'
import type { FieldState } from '~/ui/form/field-state'
import { Select } from '~/ui/form/select'
import { Textarea } from '~/ui/form/textarea'
import { TextField } from '~/ui/form/text-field'
import { descriptionLength, detailLabels, homeStyles } from './schemas'

const number = { inputMode: 'numeric' } as const

// a home's facts and description, as the listing flow's details step and the edit page ask them
export function DetailsFields({
  fields,
  descriptionHint,
}: {
  fields: Record<keyof typeof detailLabels, FieldState>
  descriptionHint: string
}) {
  return (
    <>
      <Select
        field={fields.propertyType}
        label={detailLabels.propertyType}
        placeholder="Choose a type"
        options={propertyTypes.map((type) => [type, propertyTypeLabels[type]] as const)}
      />
      <Select
        field={fields.style}
        label={detailLabels.style}
        placeholder="Choose"
        options={Object.entries(homeStyles).map(([id, style]) => [id, style.label] as const)}
      />
      <TextField field={fields.beds} label={detailLabels.beds} {...number} />
      <TextField
        field={fields.fullBaths}
        label={detailLabels.fullBaths}
        hint="With a shower or a tub"
        {...number}
      />
      <TextField
        field={fields.halfBaths}
        label={detailLabels.halfBaths}
        hint="A toilet and a sink"
        {...number}
      />
      <TextField
        field={fields.sqft}
        label={detailLabels.sqft}
        hint="Above ground, like 1500"
        {...number}
      />
      <TextField
        field={fields.lotSqft}
        label={detailLabels.lotSqft}
        hint="Like 9000; 0 when there is no lot of its own"
        {...number}
      />
      <TextField
        field={fields.yearBuilt}
        label={detailLabels.yearBuilt}
        hint="Like 1995"
        {...number}
      />
      <TextField
        field={fields.garageSpaces}
        label={detailLabels.garageSpaces}
        hint="Cars the garage holds; 0 for none"
        {...number}
      />
      <TextField
        field={fields.basementSqft}
        label={detailLabels.basementSqft}
        hint="0 for none"
        {...number}
      />
      <CheckboxGroup
        field={fields.features}
        legend={detailLabels.features}
        options={Object.entries(featureLabels)}
        choicesClassName="search-filters__features"
      />
      <Textarea
        field={fields.description}
        label={detailLabels.description}
        hint={`${descriptionHint} ${descriptionLength.min} to ${descriptionLength.max} characters.`}
        rows={8}
        maxLength={descriptionLength.max}
      />
    </>
  )
}
