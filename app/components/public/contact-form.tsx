import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData } from '@remix-run/react'
import { CONTACT_PAGE_SUBJECTS, HOME_CONTACT_SUBJECTS } from '#app/domain/constants.ts'
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
import type { ContactPage, HomeContact } from '#app/validation/contact.ts'
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PAGE_CONSTRAINT,
  HOME_CONTACT_CONSTRAINT,
} from '#app/validation/form-constraints.ts'
import { useFormResetKey } from './use-form-reset-key.ts'

/**
 * The contact forms validate on the server only: the schemas stay out of the browser bundle, which
 * keeps a page with a form well under its JavaScript budget. Without JavaScript the native
 * constraints still catch empty fields first.
 */

/** The short form on the home page. It posts to the home route's own action. */
export function HomeContactForm() {
  const resetKey = useFormResetKey()
  return <HomeContactFormFields key={resetKey} />
}

function HomeContactFormFields() {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const [form, fields] = useForm<HomeContact>({
    id: 'home-contact',
    lastResult,
    constraint: HOME_CONTACT_CONSTRAINT,
    // The server validates (HomeContactSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} aria-label="Send us a message" className="space-y-4">
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={isPending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'First Name' }}
            inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
            errors={fields.firstName.errors}
          />
          <Field
            labelProps={{ children: 'Last Name' }}
            inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
            errors={fields.lastName.errors}
          />
        </div>
        <Field
          labelProps={{ children: 'Email Address' }}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <SelectField
          labelProps={{ children: 'Subject' }}
          selectProps={getSelectProps(fields.subject)}
          options={HOME_CONTACT_SUBJECTS}
          placeholder="Select a subject"
          errors={fields.subject.errors}
        />
        <TextareaField
          labelProps={{ children: 'Message' }}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 5, maxLength: CONTACT_MESSAGE_MAX_LENGTH }}
          errors={fields.message.errors}
        />
      </fieldset>
      <SubmitButton pending={isPending} pendingText="Sending…" className="btn-primary w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </Form>
  )
}

/** The full form on /contact, with phone, its own subjects and the newsletter opt-in. */
export function ContactPageForm({ prefill }: { prefill: { subject: string; message: string } }) {
  const resetKey = useFormResetKey()
  return <ContactPageFormFields key={`${resetKey}:${prefill.subject}:${prefill.message}`} prefill={prefill} />
}

function ContactPageFormFields({ prefill }: { prefill: { subject: string; message: string } }) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const [form, fields] = useForm<ContactPage>({
    id: 'contact-page',
    lastResult,
    defaultValue: { subject: prefill.subject || undefined, message: prefill.message || undefined },
    constraint: CONTACT_PAGE_CONSTRAINT,
    // The server validates (ContactPageSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} aria-label="Send us a message" className="space-y-4">
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="text-sm text-slate-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset disabled={isPending} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'First Name' }}
            inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
            errors={fields.firstName.errors}
          />
          <Field
            labelProps={{ children: 'Last Name' }}
            inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
            errors={fields.lastName.errors}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'Email Address' }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: 'Phone Number' }}
            inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
            errors={fields.phone.errors}
            hint="Optional, if you would like us to call you back."
          />
        </div>
        <SelectField
          labelProps={{ children: 'Subject' }}
          selectProps={getSelectProps(fields.subject)}
          options={CONTACT_PAGE_SUBJECTS}
          placeholder="Select a subject"
          errors={fields.subject.errors}
        />
        <TextareaField
          labelProps={{ children: 'Message' }}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 6, maxLength: CONTACT_MESSAGE_MAX_LENGTH }}
          errors={fields.message.errors}
        />
        <CheckboxField
          labelProps={{ children: 'Send me the association’s newsletter with news, events and training updates.' }}
          inputProps={getInputProps(fields.newsletter, { type: 'checkbox' })}
          errors={fields.newsletter.errors}
        />
      </fieldset>
      <SubmitButton pending={isPending} pendingText="Sending…" className="btn-primary w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </Form>
  )
}
