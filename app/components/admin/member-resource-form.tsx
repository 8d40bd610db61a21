import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { CheckboxField, ErrorList, Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import {
  formatFileSize,
  MEMBER_RESOURCE_CATEGORY_MAX_LENGTH,
  MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH,
  MEMBER_RESOURCE_FILE_FIELD,
  MEMBER_RESOURCE_KINDS,
  MEMBER_RESOURCE_SORT_MAX,
  MEMBER_RESOURCE_TITLE_MAX_LENGTH,
  MEMBER_RESOURCE_URL_MAX_LENGTH,
} from '#app/domain/member-resources.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import type { MemberResourceInput } from '#app/validation/member-resource.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** What the form starts with when it edits a resource: the schema's fields and the document it has. */
export type MemberResourceFormValues = MemberResourceInput & { document: { size: number; name: string } | null }

/**
 * The add and edit form of a member resource (a plain multipart form: the admin pages of resources send
 * no JavaScript). A document takes a PDF; a link its https address. What was typed comes back with the
 * server's messages; a chosen file has to be chosen again (browsers never refill a file input).
 */
export function MemberResourceForm({
  id,
  action,
  resource,
  lastResult,
  submitLabel,
}: {
  id: string
  action: string
  resource: MemberResourceFormValues | null
  lastResult: SubmissionResult<string[]> | null | undefined
  submitLabel: string
}) {
  const { t, locale } = useTranslation('admin')
  const pending = useIsPending()
  const [form, fields] = useForm<Record<keyof MemberResourceFormValues, unknown>>({
    id,
    lastResult,
    defaultValue: resource ? { ...resource, document: undefined } : { kind: 'document', published: true, sortOrder: 0 },
    constraint: {
      title: { required: true, maxLength: MEMBER_RESOURCE_TITLE_MAX_LENGTH },
      titleMs: { maxLength: MEMBER_RESOURCE_TITLE_MAX_LENGTH },
      description: { maxLength: MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH },
      descriptionMs: { maxLength: MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH },
      category: { maxLength: MEMBER_RESOURCE_CATEGORY_MAX_LENGTH },
      categoryMs: { maxLength: MEMBER_RESOURCE_CATEGORY_MAX_LENGTH },
      url: { maxLength: MEMBER_RESOURCE_URL_MAX_LENGTH },
      sortOrder: { min: 0, max: MEMBER_RESOURCE_SORT_MAX, step: 1 },
    },
  })
  const kindErrorId = `${id}-kind-error`
  const fileErrorId = `${id}-${MEMBER_RESOURCE_FILE_FIELD}-error`
  const fileErrors = form.allErrors[MEMBER_RESOURCE_FILE_FIELD]
  return (
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        <fieldset aria-describedby={fields.kind.errors ? kindErrorId : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('resources.fields.kind')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {MEMBER_RESOURCE_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input {...getInputProps(fields.kind, { type: 'radio', value: kind })} id={`${id}-kind-${kind}`} className="h-4 w-4 border-slate-400 text-brand-700" />
                {t(`resources.kinds.${kind}`)}
              </label>
            ))}
          </div>
          <ErrorList id={kindErrorId} errors={fields.kind.errors} />
        </fieldset>
        <Field labelProps={{ children: t('resources.fields.title') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
        <Field
          labelProps={{ children: t('resources.fields.titleMs') }}
          inputProps={{ ...getInputProps(fields.titleMs, { type: 'text' }), lang: 'ms' }}
          errors={fields.titleMs.errors}
        />
        <TextareaField
          labelProps={{ children: t('resources.fields.description') }}
          textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
          errors={fields.description.errors}
        />
        <TextareaField
          labelProps={{ children: t('resources.fields.descriptionMs') }}
          textareaProps={{ ...getTextareaProps(fields.descriptionMs), rows: 3, lang: 'ms' }}
          errors={fields.descriptionMs.errors}
        />
        <div>
          <label htmlFor={`${id}-${MEMBER_RESOURCE_FILE_FIELD}`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('resources.fields.document')}
          </label>
          {resource?.document ? (
            <p className="mb-1 text-sm text-slate-700">
              {t('resources.currentDocument', { name: resource.document.name || 'PDF', size: formatFileSize(resource.document.size, locale) })}
            </p>
          ) : null}
          <input
            type="file"
            id={`${id}-${MEMBER_RESOURCE_FILE_FIELD}`}
            name={MEMBER_RESOURCE_FILE_FIELD}
            accept="application/pdf"
            aria-invalid={fileErrors ? true : undefined}
            aria-describedby={[fileErrors ? fileErrorId : '', `${id}-document-hint`].filter(Boolean).join(' ')}
            className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold"
          />
          <p id={`${id}-document-hint`} className="mt-1 text-xs text-slate-600">
            {t(resource?.document ? 'resources.documentReplaceHint' : 'resources.documentHint')}
          </p>
          <ErrorList id={fileErrorId} errors={fileErrors} />
        </div>
        <Field
          labelProps={{ children: t('resources.fields.url') }}
          inputProps={{ ...getInputProps(fields.url, { type: 'url' }), placeholder: 'https://' }}
          errors={fields.url.errors}
          hint={t('resources.urlHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field labelProps={{ children: t('resources.fields.category') }} inputProps={getInputProps(fields.category, { type: 'text' })} errors={fields.category.errors} />
          <Field
            labelProps={{ children: t('resources.fields.categoryMs') }}
            inputProps={{ ...getInputProps(fields.categoryMs, { type: 'text' }), lang: 'ms' }}
            errors={fields.categoryMs.errors}
          />
        </div>
        <Field
          labelProps={{ children: t('resources.fields.sortOrder') }}
          inputProps={getInputProps(fields.sortOrder, { type: 'number' })}
          errors={fields.sortOrder.errors}
          hint={t('resources.sortOrderHint')}
        />
        <CheckboxField labelProps={{ children: t('resources.fields.published') }} inputProps={getInputProps(fields.published, { type: 'checkbox' })} errors={fields.published.errors} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {resource ? (
            <Link to={adminPaths.memberResources} className="btn-secondary">
              {t('content.cancel')}
            </Link>
          ) : null}
          <SubmitButton pending={pending} pendingText={t('content.saving')} className="btn-primary">
            {submitLabel}
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  )
}
