import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import type { ElementType, ReactNode } from 'react'
import { Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { CPD_CATEGORIES, CPD_HOURS } from '#app/domain/constants.ts'
import type { CpdEntryView } from '#app/domain/cpd-records.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { CpdEntrySchema, type CpdEntryFormValues, type CpdEntryInput } from '#app/validation/cpd.ts'

/** The form's starting values: the entry being edited, or an empty entry of 1 hour dated today. */
function defaultValueOf(entry: CpdEntryView | null, today: string) {
  if (!entry) return { hours: String(CPD_HOURS.default), date: today }
  return {
    title: entry.title,
    provider: entry.provider,
    category: entry.category,
    hours: String(entry.hours),
    date: toMalaysiaDay(entry.date),
    description: entry.description,
    certificateUrl: entry.certificateUrl,
  }
}

/**
 * The one CPD entry form: on its own page without JavaScript (`Form`), inside the dashboard's dialog with
 * it (`fetcher.Form`). Both post to the same action. The browser's own validation is off: its bubbles
 * vanish and are read inconsistently, while the spec's messages come back under each field from the
 * server (without JavaScript) or from the same schema in the browser (with it).
 */
export function CpdEntryForm({
  id,
  as: FormComponent = Form,
  action,
  entry,
  today,
  lastResult,
  pending,
  cancel,
}: {
  id: string
  as?: ElementType
  action: string
  entry: CpdEntryView | null
  /** Today in Malaysia (YYYY-MM-DD), from the loader so that server and browser agree. */
  today: string
  lastResult: SubmissionResult<string[]> | null | undefined
  pending: boolean
  /** A "Cancel" link (page) or button (dialog). */
  cancel: ReactNode
}) {
  const [form, fields] = useForm<CpdEntryFormValues, CpdEntryInput>({
    id,
    lastResult,
    defaultValue: defaultValueOf(entry, today),
    constraint: getZodConstraint(CpdEntrySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CpdEntrySchema }),
    // Not on blur: a message appearing as focus leaves a field moves the buttons under the pointer, so a
    // click on Cancel or Save would miss (opening the dialog focuses Title, empty). Messages come on the
    // first save, then follow the typing.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const reviewed = entry && (entry.status === 'approved' || entry.status === 'rejected')

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} noValidate className="space-y-4">
      {reviewed ? (
        <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
          {`This entry has been ${entry.status}. If you change it, it goes back to the association for review.`}
        </p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        <Field
          labelProps={{ children: 'Title' }}
          inputProps={{ ...getInputProps(fields.title, { type: 'text' }), placeholder: 'e.g. Foundations of Frequency Therapy' }}
          errors={fields.title.errors}
        />
        <Field
          labelProps={{ children: 'Provider' }}
          inputProps={{ ...getInputProps(fields.provider, { type: 'text' }), placeholder: 'e.g. EMPAM Academy' }}
          errors={fields.provider.errors}
        />
        <SelectField
          labelProps={{ children: 'Category' }}
          selectProps={getSelectProps(fields.category)}
          options={CPD_CATEGORIES}
          placeholder="Select a category"
          errors={fields.category.errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'Hours' }}
            inputProps={{
              ...getInputProps(fields.hours, { type: 'number' }),
              min: CPD_HOURS.min,
              max: CPD_HOURS.max,
              step: CPD_HOURS.step,
              inputMode: 'decimal',
            }}
            errors={fields.hours.errors}
            hint="0.5 to 100, in half hours"
          />
          <Field
            labelProps={{ children: 'Date' }}
            inputProps={{ ...getInputProps(fields.date, { type: 'date' }), max: addDays(today, 1) }}
            errors={fields.date.errors}
            hint="The day you completed it"
          />
        </div>
        <TextareaField
          labelProps={{ children: 'Description (optional)' }}
          textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
          errors={fields.description.errors}
          hint="What you learnt or practised, for your own record and the reviewer."
        />
        <Field
          labelProps={{ children: 'Certificate URL (optional)' }}
          inputProps={{ ...getInputProps(fields.certificateUrl, { type: 'url' }), placeholder: 'https://…' }}
          errors={fields.certificateUrl.errors}
          hint="A link to your certificate of attendance, if it is online."
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {cancel}
          <SubmitButton pending={pending} pendingText="Saving…" className="btn-primary">
            {entry ? 'Save Changes' : 'Add Entry'}
          </SubmitButton>
        </div>
      </fieldset>
    </FormComponent>
  )
}
