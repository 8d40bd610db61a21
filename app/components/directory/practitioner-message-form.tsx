import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData } from '@remix-run/react'
import { getFormProps, getInputProps, getTextareaProps, useForm, type Constraint } from '#app/components/server-form.ts'
import { Field, FormErrors, HoneypotField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { paths } from '#app/config/paths.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'

/**
 * "Send a message" on a profile (issue 36, item 6): a plain form posting to the profile's own address,
 * which mails the practitioner and comes back with a toast; the practitioner's address is never shown.
 */
export function PractitionerMessageForm({ practitionerId, practitionerName, constraint }: { practitionerId: string; practitionerName: string; constraint: Record<string, Constraint> }) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('directory')
  const [form, fields] = useForm<{ name: string; email: string; message: string }>({ id: 'practitioner-message', lastResult, constraint })
  return (
    <section id="message" aria-labelledby="message-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="message-heading" className="text-xl font-semibold text-slate-900">
        {t('message.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('message.intro', { name: practitionerName })}</p>
      {/* Sent to the form itself (#message), so that a refused message comes back with its errors in view. */}
      <Form method="post" action={`${paths.practitioner(practitionerId)}#message`} {...getFormProps(form)} className="mt-4 space-y-4">
        <HoneypotField />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field required labelProps={{ children: t('message.name') }} inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }} errors={fields.name.errors} />
        <Field required labelProps={{ children: t('message.email') }} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
        <TextareaField
          required
          labelProps={{ children: t('message.message') }}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }}
          errors={fields.message.errors}
          hint={t('message.messageHint')}
        />
        <p className="text-sm text-slate-700">
          <Trans text={t('message.privacy')} components={{ link: (words) => <Link to={paths.privacy} className="link">{words}</Link> }} />
        </p>
        <SubmitButton pending={false} pendingText={t('message.sending')} className="btn-primary w-full sm:w-auto">
          {t('message.submit')}
        </SubmitButton>
      </Form>
    </section>
  )
}
