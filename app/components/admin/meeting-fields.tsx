import { Field, SelectField, TextareaField } from '#app/components/forms.tsx'
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '#app/components/server-form.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export type MeetingForm = {
  kind: string
  title: string
  titleMs: string
  startsAt: string
  place: string
  onlineUrl: string
  agenda: string
  agendaMs: string
}

/** The fields of a general meeting (issue 35): the form that calls one and the form that edits it. */
export function MeetingFields({ fields }: { fields: Record<keyof MeetingForm, FieldMetadata> }) {
  const { t } = useTranslation('meetings')
  return (
    <>
      <SelectField
        labelProps={{ children: t('fields.kind') }}
        selectProps={getSelectProps(fields.kind)}
        options={[
          { value: 'annual', label: t('kind.annual') },
          { value: 'extraordinary', label: t('kind.extraordinary') },
        ]}
        errors={fields.kind.errors}
        className="max-w-md"
      />
      <Field labelProps={{ children: t('fields.title') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
      <Field labelProps={{ children: t('fields.titleMs') }} inputProps={{ ...getInputProps(fields.titleMs, { type: 'text' }), lang: 'ms' }} errors={fields.titleMs.errors} />
      <Field labelProps={{ children: t('fields.startsAt') }} inputProps={getInputProps(fields.startsAt, { type: 'datetime-local' })} errors={fields.startsAt.errors} hint={t('fields.startsAtHint')} className="max-w-xs" />
      <TextareaField labelProps={{ children: t('fields.place') }} textareaProps={{ ...getTextareaProps(fields.place), rows: 2 }} errors={fields.place.errors} hint={t('fields.placeHint')} />
      <Field labelProps={{ children: t('fields.onlineUrl') }} inputProps={{ ...getInputProps(fields.onlineUrl, { type: 'url' }), inputMode: 'url' }} errors={fields.onlineUrl.errors} />
      <TextareaField labelProps={{ children: t('fields.agenda') }} textareaProps={{ ...getTextareaProps(fields.agenda), rows: 6 }} errors={fields.agenda.errors} hint={t('fields.agendaHint')} />
      <TextareaField labelProps={{ children: t('fields.agendaMs') }} textareaProps={{ ...getTextareaProps(fields.agendaMs), rows: 6, lang: 'ms' }} errors={fields.agendaMs.errors} />
    </>
  )
}
