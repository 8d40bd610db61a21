import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type Constraint } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { CONTACT_PAGE_SUBJECTS } from '#app/domain/constants.ts'
import {
  CheckboxField,
  Field,
  FormErrors,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextareaField,
} from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { Trans, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import type { ContactPage } from '#app/validation/contact.ts'
import { CONTACT_MESSAGE_MAX_LENGTH } from '#app/validation/form-limits.ts'
import { useFormResetKey } from './use-form-reset-key.ts'

/**
 * The contact form validates on the server only: the schemas stay out of the browser bundle, which
 * keeps a page with a form well under its JavaScript budget. Without JavaScript the native
 * constraints still catch empty fields first. Their words are the `public` namespace and the subjects'
 * labels the `lists` one: a page with a contact form sends both from its loader.
 */

/** The full form on /contact, with phone, its own subjects and the newsletter opt-in. */
interface ContactPageFormProps {
  prefill: { subject: string; message: string }
  /** The schema's native constraints, from the loader (validation/constraints.server.ts). */
  constraint: Record<string, Constraint>
}

export function ContactPageForm({ prefill, constraint }: ContactPageFormProps) {
  const resetKey = useFormResetKey()
  return <ContactPageFormFields key={`${resetKey}:${prefill.subject}:${prefill.message}`} prefill={prefill} constraint={constraint} />
}

function ContactPageFormFields({ prefill, constraint }: ContactPageFormProps) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const { t } = useTranslation('public')
  const listLabel = useListLabel()
  const [form, fields] = useForm<ContactPage>({
    id: 'contact-page',
    lastResult,
    defaultValue: { subject: prefill.subject || undefined, message: prefill.message || undefined },
    constraint,
  })
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t('contactForm.label')} className="space-y-4">
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="text-sm text-slate-700">
        <Trans text={t('contactForm.requiredNote')} components={{ mark: (star) => <span className="text-red-700">{star}</span> }} />
      </p>
      <fieldset disabled={isPending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('contactForm.firstName') }}
            inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
            errors={fields.firstName.errors}
          />
          <Field
            labelProps={{ children: t('contactForm.lastName') }}
            inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
            errors={fields.lastName.errors}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('contactForm.email') }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: t('contactForm.phone') }}
            inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
            errors={fields.phone.errors}
            hint={t('contactForm.phoneHint')}
          />
        </div>
        <SelectField
          labelProps={{ children: t('contactForm.subject') }}
          selectProps={getSelectProps(fields.subject)}
          options={CONTACT_PAGE_SUBJECTS.map(({ value }) => ({ value, label: listLabel('contactSubjects', value) }))}
          placeholder={t('contactForm.subjectPlaceholder')}
          errors={fields.subject.errors}
        />
        <TextareaField
          labelProps={{ children: t('contactForm.message') }}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 6, maxLength: CONTACT_MESSAGE_MAX_LENGTH }}
          errors={fields.message.errors}
        />
        <CheckboxField
          labelProps={{ children: t('contactForm.newsletter') }}
          inputProps={getInputProps(fields.newsletter, { type: 'checkbox' })}
          errors={fields.newsletter.errors}
        />
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <SubmitButton pending={isPending} pendingText={t('contactForm.sending')} className="btn-primary w-full shrink-0 sm:w-auto">
          {t('contactForm.send')}
        </SubmitButton>
        {/* Issue 33: where data is collected, the notice that says what is required and why. */}
        <p className="text-sm text-slate-700" data-privacy-note="">
          <Trans text={t('contactForm.privacy')} components={{ link: (words) => <Link to={paths.privacy} className="link">{words}</Link> }} />
        </p>
      </div>
    </Form>
  )
}
