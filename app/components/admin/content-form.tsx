import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import type { ElementType, ReactNode } from 'react'
import { CheckboxField, Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
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
import { AdminShell } from './admin-shell.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'

type Values = Record<string, string | boolean>

/** The form's starting values: the item being edited, or a new one dated today, active, with 0 photos. */
function defaultValueOf(info: ContentTypeInfo, item: ContentItemView | null, today: string): Values {
  const values: Values = {}
  for (const field of info.fields) {
    const stored = item?.[field.name]
    if (field.kind === 'checkbox') values[field.name] = item ? Boolean(stored) : field.name === 'isActive'
    else if (field.kind === 'date') values[field.name] = item ? toMalaysiaDay(String(stored)) : today
    else if (field.kind === 'number') values[field.name] = String(stored ?? 0)
    else values[field.name] = String(stored ?? '')
  }
  return values
}

function ContentFieldInput({ field, meta }: { field: ContentField; meta: FieldMetadata<unknown> }) {
  if (field.kind === 'checkbox') {
    return <CheckboxField labelProps={{ children: field.label }} inputProps={getInputProps(meta, { type: 'checkbox' })} errors={meta.errors} />
  }
  if (field.kind === 'textarea') {
    return (
      <TextareaField
        labelProps={{ children: field.label }}
        textareaProps={{ ...getTextareaProps(meta), rows: field.rows ?? 3 }}
        errors={meta.errors}
        hint={field.hint}
      />
    )
  }
  const suggestionsId = field.suggestions ? `${meta.id}-suggestions` : undefined
  return (
    <>
      <Field
        labelProps={{ children: field.label }}
        inputProps={{
          ...getInputProps(meta, { type: field.kind }),
          placeholder: field.placeholder,
          min: field.min,
          max: field.max,
          step: field.kind === 'number' ? 1 : undefined,
          inputMode: field.kind === 'number' ? 'numeric' : undefined,
          list: suggestionsId,
          autoComplete: suggestionsId ? 'off' : undefined,
        }}
        errors={meta.errors}
        hint={field.hint}
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
  const [form, fields] = useForm<Values>({
    id: item ? `${type}-${item.id}` : `${type}-new`,
    lastResult,
    defaultValue: defaultValueOf(info, item, today),
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="space-y-4">
        {info.fields.map((field) => (
          <ContentFieldInput key={field.name} field={field} meta={fields[field.name]!} />
        ))}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {cancel}
          <SubmitButton pending={pending} pendingText="Saving…" className="btn-primary">
            {item ? 'Save Changes' : `Add ${info.title}`}
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
  const { title } = CONTENT_TYPE_INFO[type]
  return (
    <AdminShell title={item ? `Edit ${title}` : `Add ${title}`}>
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
              Cancel
            </Link>
          }
        />
      </div>
    </AdminShell>
  )
}
