import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type Constraint } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ElementType, ReactNode } from 'react'
import { FileField } from '#app/components/file-field.tsx'
import { Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { CPD_CATEGORIES, CPD_HOURS } from '#app/domain/constants.ts'
import type { CpdEntryView } from '#app/domain/cpd-records.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import type { CpdEntryFormValues } from '#app/validation/cpd.ts'

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
 * server, in the page's language (the schema stays on the server: no zod in the dashboard's JavaScript).
 */
export function CpdEntryForm({
  id,
  as: FormComponent = Form,
  action,
  entry,
  today,
  constraint,
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
  /** The schema's native constraints, from the loader (validation/constraints.server.ts). */
  constraint: Record<string, Constraint>
  lastResult: SubmissionResult<string[]> | null | undefined
  pending: boolean
  /** A "Cancel" link (page) or button (dialog). */
  cancel: ReactNode
}) {
  const { t } = useTranslation('cpd')
  const listLabel = useListLabel()
  const [form, fields] = useForm<CpdEntryFormValues>({
    id,
    lastResult,
    defaultValue: defaultValueOf(entry, today),
    constraint,
  })
  const reviewed = entry && (entry.status === 'approved' || entry.status === 'rejected')

  return (
    <FormComponent method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} noValidate className="space-y-4">
      {reviewed ? (
        <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
          {t('form.reviewed', { status: t(`reviewedStatus.${entry.status as 'approved' | 'rejected'}`) })}
        </p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        <Field
          labelProps={{ children: t('fields.title') }}
          inputProps={{ ...getInputProps(fields.title, { type: 'text' }), placeholder: t('form.titlePlaceholder') }}
          errors={fields.title.errors}
        />
        <Field
          labelProps={{ children: t('fields.provider') }}
          inputProps={{ ...getInputProps(fields.provider, { type: 'text' }), placeholder: t('form.providerPlaceholder') }}
          errors={fields.provider.errors}
        />
        <SelectField
          labelProps={{ children: t('fields.category') }}
          selectProps={getSelectProps(fields.category)}
          options={CPD_CATEGORIES.map((value) => ({ value, label: listLabel('cpdCategories', value) }))}
          placeholder={t('form.categoryPlaceholder')}
          errors={fields.category.errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('fields.hours') }}
            inputProps={{
              ...getInputProps(fields.hours, { type: 'number' }),
              min: CPD_HOURS.min,
              max: CPD_HOURS.max,
              step: CPD_HOURS.step,
              inputMode: 'decimal',
            }}
            errors={fields.hours.errors}
            hint={t('form.hoursHint')}
          />
          <Field
            labelProps={{ children: t('fields.date') }}
            inputProps={{ ...getInputProps(fields.date, { type: 'date' }), max: addDays(today, 1) }}
            errors={fields.date.errors}
            hint={t('form.dateHint')}
          />
        </div>
        <TextareaField
          labelProps={{ children: t('fields.description') }}
          textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
          errors={fields.description.errors}
          hint={t('form.descriptionHint')}
        />
        <Field
          labelProps={{ children: t('fields.certificateUrl') }}
          inputProps={{ ...getInputProps(fields.certificateUrl, { type: 'url' }), placeholder: 'https://…' }}
          errors={fields.certificateUrl.errors}
          hint={t('form.certificateHint')}
        />
        <FileField
          name="evidence"
          kind="document"
          capture="environment"
          label={t('fields.evidence')}
          errors={form.allErrors.evidence}
          currentLink={
            entry?.evidence ? (
              <span className="flex flex-wrap items-center gap-3">
                <a href={entry.evidence.url} className="link">
                  {t('evidence.download', { name: entry.evidence.name || t('evidence.file') })}
                </a>
                <label className="flex items-center gap-2 text-slate-800">
                  <input type="checkbox" name="removeEvidence" value="on" className="h-4 w-4 rounded border-slate-400 text-brand-700" />
                  {t('evidence.remove')}
                </label>
              </span>
            ) : null
          }
        />
        <div data-dialog-actions="" className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {cancel}
          <SubmitButton pending={pending} pendingText={t('form.saving')} className="btn-primary">
            {entry ? t('form.saveChanges') : t('form.addEntry')}
          </SubmitButton>
        </div>
      </fieldset>
    </FormComponent>
  )
}
