import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import type { ElementType, ReactNode } from 'react'
import { CheckboxField, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import {
  CONTENT_TYPE_INFO,
  type ContentField,
  type ContentItemView,
  type ContentType,
  type ContentTypeInfo,
  type FormConstraint,
} from '#app/domain/content-types.ts'
import { contentItemName } from '#app/domain/content-types.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { AdminShell } from './admin-shell.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { FileField } from '#app/components/file-field.tsx'
import type { MediaImage } from '#app/domain/media.ts'

type Values = Record<string, string | boolean>

/** The form's starting values: the item being edited, or a new one dated today, active, with 0 photos. */
function defaultValueOf(info: ContentTypeInfo, item: ContentItemView | null, today: string): Values {
  const values: Values = {}
  for (const field of info.fields) {
    const stored = item?.[field.name]
    if (field.kind === 'checkbox') values[field.name] = item ? Boolean(stored) : field.name === 'isActive'
    else if (field.kind === 'date') values[field.name] = item ? toMalaysiaDay(String(stored)) : today
    else if (field.kind === 'datetime') values[field.name] = toMalaysiaLocal(stored ? String(stored) : null)
    else if (field.kind === 'number') values[field.name] = String(stored ?? (field.name === 'order' ? 100 : 0))
    else if (field.kind === 'select') values[field.name] = String(stored || field.options?.[0] || '')
    else if (field.kind === 'image') continue
    else values[field.name] = String(stored ?? '')
  }
  return values
}

/** A field's words in the page's language: its label, and its hint and placeholder where it has them. */
function useFieldWords(type: ContentType, field: ContentField) {
  const { t, has } = useTranslation('admin')
  const key = `content.fields.${type}.${field.name}`
  const optional = (name: 'hint' | 'placeholder') =>
    has(`${key}.${name}`) ? t(`${key}.${name}` as never, { values: field.suggestions?.join(', ') ?? '' }) : undefined
  return { label: t(`${key}.label` as never), hint: optional('hint'), placeholder: optional('placeholder') }
}

function ContentFieldInput({
  type,
  field,
  meta,
  item,
  errors,
}: {
  type: ContentType
  field: ContentField
  meta: FieldMetadata
  item: ContentItemView | null
  errors: string[] | undefined
}) {
  const words = useFieldWords(type, field)
  const { t } = useTranslation('common')
  if (field.kind === 'image') {
    const current = (item?.[field.name] ?? null) as MediaImage | null
    return (
      <FileField
        name={field.name}
        label={words.label}
        hint={words.hint}
        current={current}
        removeName={current ? `remove-${field.name}` : undefined}
        removeLabel={t('upload.remove')}
        errors={errors}
        capture={type === 'committee' ? 'user' : undefined}
      />
    )
  }
  if (field.kind === 'checkbox') {
    return <CheckboxField labelProps={{ children: words.label }} inputProps={getInputProps(meta, { type: 'checkbox' })} errors={meta.errors} />
  }
  if (field.kind === 'textarea') {
    return (
      <TextareaField
        labelProps={{ children: words.label }}
        textareaProps={{ ...getTextareaProps(meta), rows: field.rows ?? 3, lang: field.lang }}
        errors={meta.errors}
        hint={words.hint}
      />
    )
  }
  if (field.kind === 'select') {
    return <ContentSelect field={field} meta={meta} label={words.label} hint={words.hint} />
  }
  const suggestionsId = field.suggestions ? `${meta.id}-suggestions` : undefined
  return (
    <>
      <Field
        labelProps={{ children: words.label }}
        inputProps={{
          ...getInputProps(meta, { type: field.kind === 'datetime' ? 'datetime-local' : field.kind }),
          placeholder: words.placeholder,
          lang: field.lang,
          min: field.min,
          max: field.max,
          step: field.kind === 'number' ? (field.step ?? 1) : undefined,
          inputMode: field.kind === 'number' ? (field.step && field.step < 1 ? 'decimal' : 'numeric') : undefined,
          list: suggestionsId,
          autoComplete: suggestionsId ? 'off' : undefined,
        }}
        errors={meta.errors}
        hint={words.hint}
      />
      {field.suggestions ? (
        <datalist id={suggestionsId}>
          {field.suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
    </>
  )
}

function ContentSelect({ field, meta, label, hint }: { field: ContentField; meta: FieldMetadata; label: string; hint?: string }) {
  const { t } = useTranslation('lists')
  const selectProps = getSelectProps(meta)
  return (
    <SelectField
      labelProps={{ children: label }}
      selectProps={selectProps}
      options={(field.options ?? []).map((value) => ({ value, label: field.optionsList ? t(`${field.optionsList}.${value}` as never) : value }))}
      errors={meta.errors}
      hint={hint}
    />
  )
}

/**
 * The one form of every kind of content, drawn from its description (app/domain/content-types.ts): on a
 * page of its own without JavaScript (`Form`), inside the list's dialog with it (`fetcher.Form`). Both
 * post to the same action, which validates and answers the spec's messages under each field; the
 * browser gets the written-out constraints only, never the schema.
 */
export function ContentForm({
  type,
  constraint,
  item,
  today,
  as: FormComponent = Form,
  action,
  lastResult,
  pending,
  cancel,
}: {
  type: ContentType
  /** From the loader: the kind's written-out constraints. */
  constraint: FormConstraint
  item: ContentItemView | null
  /** Today in Malaysia (YYYY-MM-DD), from the loader so that server and browser agree. */
  today: string
  as?: ElementType
  action: string
  lastResult: SubmissionResult<string[]> | null | undefined
  pending: boolean
  /** A "Cancel" link (page) or button (dialog). */
  cancel: ReactNode
}) {
  const info = CONTENT_TYPE_INFO[type]
  const { t } = useTranslation('admin')
  const [form, fields] = useForm<Values>({
    id: item ? `${type}-${item.id}` : `${type}-new`,
    lastResult,
    defaultValue: defaultValueOf(info, item, today),
    constraint,
  })

  return (
    <FormComponent
      method="post"
      action={action}
      encType={info.fields.some((field) => field.kind === 'image') ? 'multipart/form-data' : undefined}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        {info.fields.map((field) => (
          <ContentFieldInput key={field.name} type={type} field={field} meta={fields[field.name]!} item={item} errors={form.allErrors[field.name]} />
        ))}
        <div data-dialog-actions="" className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {cancel}
          <SubmitButton pending={pending} pendingText={t('content.saving')} className="btn-primary">
            {item ? t('content.saveChanges') : t('content.add', { title: t(`content.types.${type}.title`) })}
          </SubmitButton>
        </div>
      </fieldset>
    </FormComponent>
  )
}

/** The form as a page of its own: what "Add …" and "Edit" open without JavaScript. */
export function ContentFormPage({
  type,
  constraint,
  item,
  today,
  lastResult,
}: {
  type: ContentType
  constraint: FormConstraint
  item: ContentItemView | null
  today: string
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const isPending = useIsPending()
  const { t } = useTranslation('admin')
  const title = t(`content.types.${type}.title`)
  return (
    <AdminShell title={item ? t('content.edit', { title }) : t('content.add', { title })}>
      {item ? <p className="-mt-4 mb-4 break-words text-slate-700">{contentItemName(type, item)}</p> : null}
      <div className="card max-w-2xl">
        <ContentForm
          type={type}
          constraint={constraint}
          item={item}
          today={today}
          action={item ? adminPaths.contentItem.edit(type, item.id) : adminPaths.contentItem.add(type)}
          lastResult={lastResult}
          pending={isPending}
          cancel={
            <Link to={adminPaths.contentItem.list(type)} className="btn-secondary">
              {t('content.cancel')}
            </Link>
          }
        />
      </div>
    </AdminShell>
  )
}
