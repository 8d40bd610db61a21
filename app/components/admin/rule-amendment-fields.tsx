import { Field, TextareaField } from '#app/components/forms.tsx'
import { getInputProps, getTextareaProps, type FieldMetadata } from '#app/components/server-form.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export interface RuleAmendmentFieldSet {
  meetingDay: FieldMetadata
  clause: FieldMetadata
  before: FieldMetadata
  after: FieldMetadata
  approvedOn: FieldMetadata
}

/** The fields of a rule amendment (issue 35, item 4): the add form of the log and one amendment's page. */
export function RuleAmendmentFields({ fields }: { fields: RuleAmendmentFieldSet }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field labelProps={{ children: t('annualReturn.meetingDay') }} inputProps={getInputProps(fields.meetingDay, { type: 'date' })} hint={t('annualReturn.meetingDayHint')} errors={fields.meetingDay.errors} />
        <Field labelProps={{ children: t('annualReturn.clause') }} inputProps={getInputProps(fields.clause, { type: 'text' })} hint={t('annualReturn.clauseHint')} errors={fields.clause.errors} />
      </div>
      <TextareaField labelProps={{ children: t('annualReturn.before') }} textareaProps={{ ...getTextareaProps(fields.before), rows: 3 }} hint={t('annualReturn.beforeHint')} errors={fields.before.errors} />
      <TextareaField labelProps={{ children: t('annualReturn.after') }} textareaProps={{ ...getTextareaProps(fields.after), rows: 4 }} hint={t('annualReturn.afterHint')} errors={fields.after.errors} />
      <Field labelProps={{ children: t('annualReturn.approvedOnField') }} inputProps={getInputProps(fields.approvedOn, { type: 'date' })} hint={t('annualReturn.approvedOnHint')} errors={fields.approvedOn.errors} className="max-w-64" />
    </>
  )
}
