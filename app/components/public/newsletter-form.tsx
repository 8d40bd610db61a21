import { getFormProps, getInputProps, useForm, type Constraint } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData } from '@remix-run/react'
import { ErrorList, HoneypotField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { paths } from '#app/config/paths.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import type { Newsletter } from '#app/validation/newsletter.ts'
import { useFormResetKey } from './use-form-reset-key.ts'

/** The subscribe box on /news; it posts to that route's action. Its words: the `public` namespace. */
export function NewsletterForm({ constraint }: { constraint: Record<string, Constraint> }) {
  const resetKey = useFormResetKey()
  return <NewsletterFormFields key={resetKey} constraint={constraint} />
}

/** `constraint`: the schema's native constraints, from the loader (validation/constraints.server.ts). */
function NewsletterFormFields({ constraint }: { constraint: Record<string, Constraint> }) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const { t } = useTranslation('public')
  const [form, fields] = useForm<Newsletter>({
    id: 'newsletter-form',
    lastResult,
    constraint,
  })
  const errorId = fields.email.errors?.length ? `${fields.email.id}-error` : undefined
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t('newsletter.label')} className="mt-6">
      <HoneypotField />
      <label htmlFor={fields.email.id} className="block text-sm font-medium text-brand-50">
        {t('newsletter.email')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="block w-full rounded-md border border-white bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-amber-400 sm:max-w-sm"
        />
        <SubmitButton pending={isPending} pendingText={t('newsletter.subscribing')} className="btn bg-amber-400 text-slate-950 hover:bg-amber-300">
          {t('newsletter.subscribe')}
        </SubmitButton>
      </div>
      {/* Issue 33: where data is collected, the notice that says what is required and why. */}
      <p className="mt-3 max-w-2xl text-sm text-brand-50" data-privacy-note="">
        <Trans
          text={t('newsletter.privacy')}
          components={{ link: (words) => <Link to={paths.privacy} className="font-medium text-white underline underline-offset-2 hover:decoration-2">{words}</Link> }}
        />
      </p>
      {errorId ? (
        <div className="mt-2 rounded-md bg-white px-2 pb-1">
          <ErrorList id={errorId} errors={fields.email.errors} />
        </div>
      ) : null}
      {form.errors?.length ? (
        <p role="alert" className="mt-2 rounded-md bg-white px-2 py-1 text-sm font-medium text-red-700">
          {form.errors.join(' ')}
        </p>
      ) : null}
    </Form>
  )
}
