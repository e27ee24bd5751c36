import { useForm, type DefaultValue } from '@conform-to/react'
import { conformZodMessage, parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import type { FormReply } from './field-state'

// a submit is never decided in the browser: conform sends it on (its "validation undefined")
const serverDecides = z.any().superRefine((_value, context) =>
  context.addIssue({
    code: z.ZodIssueCode.custom,
    message: conformZodMessage.VALIDATION_UNDEFINED,
  }),
)

type SchemaFormOptions<Schema extends z.ZodTypeAny> = {
  id: string
  schema: Schema
  reply: FormReply | null | undefined
  defaultValue?: DefaultValue<z.input<Schema>>
}

// a form on the page's one schema. Every submit goes to the server, whose reply gives the errors,
// the summary and the "Error:" title, the same with JavaScript on and off (ADR 022); while the
// person fixes a field the server named, the browser checks it again with the same schema
export function useSchemaForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  reply,
  defaultValue,
}: SchemaFormOptions<Schema>) {
  return useForm<z.input<Schema>>({
    id,
    lastResult: reply ?? undefined,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: (intent) => (intent?.type === 'validate' ? schema : serverDecides),
      }),
  })
}
