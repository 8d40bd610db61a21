import type { SubmissionResult } from '@conform-to/react'
import type { InputHTMLAttributes } from 'react'

/*
 * The browser's side of our forms, which only the server validates (docs/decisions/018-page-scripts.md).
 * The actions parse with Conform (`parseSubmission`) and answer with its `submission.reply()`; a form
 * reads that answer here: each field's id, name, written-out constraints, starting value and the
 * server's messages, with the same names, shapes and ids as Conform's `useForm` and `getInputProps` &
 * co., which these replace in the browser. Conform's hook brings its whole form engine (client
 * validation, intents, lists: 9.5 KB gzipped, a tenth of a page's JavaScript budget) for none of which
 * these forms have a use.
 */

/** A field's written-out constraints, as `getZodConstraint` gives them (validation/form-limits.ts). */
export interface Constraint {
  required?: boolean
  minLength?: number
  maxLength?: number
  min?: string | number
  max?: string | number
  step?: string | number
  multiple?: boolean
  pattern?: string
  accept?: string
}

type InitialValue = string | string[] | undefined

export interface FieldMetadata extends Constraint {
  id: string
  name: string
  formId: string
  errorId: string
  descriptionId: string
  /** The server's messages for the field; undefined when it has none. */
  errors: string[] | undefined
  valid: boolean
  /** What the field starts with: what was sent last (a refused form keeps it), else the default. */
  initialValue: InitialValue
}

export interface FormMetadata {
  id: string
  errorId: string
  descriptionId: string
  /** The server's messages for the whole form. */
  errors: string[] | undefined
  /** Every name's messages, as Conform's `allErrors` (a file field the schema does not hold has some). */
  allErrors: Record<string, string[]>
  valid: boolean
  status: SubmissionResult['status']
}

type DefaultValue = Record<string, string | number | boolean | Date | readonly string[] | null | undefined>

/** A default value as a form field holds it (as Conform's `serialize`): a checked box is 'on'. */
function asFieldValue(value: unknown): InitialValue {
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'on' : undefined
  if (value instanceof Date) return value.toISOString().slice(0, -1)
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return undefined
}

function messagesOf(error: SubmissionResult['error'], name: string): string[] | undefined {
  const messages = error?.[name]
  return Array.isArray(messages) && messages.length ? (messages as string[]) : undefined
}

/**
 * A form's and its fields' metadata from the action's last answer (`lastResult`), the form's default
 * values and its constraints. `fields.email` is the field named `email`.
 */
export function useForm<Schema extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  constraint = {},
}: {
  id: string
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: { [Name in keyof Schema]?: DefaultValue[string] }
  constraint?: { [Name in keyof Schema]?: Constraint } | Record<string, Constraint>
}): [FormMetadata, { [Name in keyof Schema]-?: FieldMetadata }] {
  const error = lastResult?.error ?? undefined
  const sent = lastResult?.initialValue ?? undefined
  const formErrors = messagesOf(error, '')
  const form: FormMetadata = {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: formErrors,
    allErrors: Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)),
    valid: !error || Object.values(error).every((messages) => !messages?.length),
    status: lastResult?.status,
  }
  const fields = new Proxy({} as { [Name in keyof Schema]-?: FieldMetadata }, {
    get(cache, name) {
      if (typeof name !== 'string') return undefined
      const known = (cache as Record<string, FieldMetadata>)[name]
      if (known) return known
      const fieldId = `${id}-${name}`
      const errors = messagesOf(error, name)
      const field: FieldMetadata = {
        ...(constraint as Record<string, Constraint>)[name],
        id: fieldId,
        name,
        formId: id,
        errorId: `${fieldId}-error`,
        descriptionId: `${fieldId}-description`,
        errors,
        valid: !errors,
        initialValue: asFieldValue(sent ? sent[name] : (defaultValue as DefaultValue | undefined)?.[name]),
      }
      ;(cache as Record<string, FieldMetadata>)[name] = field
      return field
    },
  })
  return [form, fields]
}

/** `aria-invalid` and `aria-describedby` for the server's messages, as Conform's helpers set them. */
function ariaOf(metadata: { errors: string[] | undefined; errorId: string }, control: boolean) {
  const invalid = metadata.errors !== undefined
  return {
    'aria-invalid': (control && invalid) || undefined,
    'aria-describedby': invalid ? metadata.errorId : undefined,
  }
}

function controlProps(field: FieldMetadata) {
  return { required: field.required || undefined, id: field.id, name: field.name, form: field.formId, ...ariaOf(field, true) }
}

/** `<form {...getFormProps(form)}>`: its id and the server's form-level message's id. */
export function getFormProps(form: FormMetadata) {
  return { id: form.id, noValidate: true, ...ariaOf(form, false) }
}

/** An input's props: id, name, constraints, aria and its starting value (`defaultChecked` for a box). */
export function getInputProps(field: FieldMetadata, { type, value }: { type: InputHTMLAttributes<HTMLInputElement>['type']; value?: string }) {
  const props: InputHTMLAttributes<HTMLInputElement> & { 'aria-invalid'?: boolean } = {
    ...controlProps(field),
    type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
    accept: field.accept,
  }
  if (type === 'checkbox' || type === 'radio') {
    props.value = value ?? 'on'
    props.defaultChecked = Array.isArray(field.initialValue) ? field.initialValue.includes(props.value) : field.initialValue === props.value
  } else if (typeof field.initialValue === 'string') {
    props.defaultValue = field.initialValue
  }
  return props
}

export function getSelectProps(field: FieldMetadata) {
  return { ...controlProps(field), multiple: field.multiple, defaultValue: field.initialValue }
}

export function getTextareaProps(field: FieldMetadata) {
  return {
    ...controlProps(field),
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
  }
}

/** One checkbox per option, checked when the field's value holds it (its id: `<field id>-<option>`). */
export function getCollectionProps(field: FieldMetadata, { type, options }: { type: 'checkbox'; options: readonly string[] }) {
  return options.map((option) => ({
    ...controlProps(field),
    key: option,
    id: `${field.id}-${option}`,
    type,
    value: option,
    required: undefined,
    defaultChecked: Array.isArray(field.initialValue) ? field.initialValue.includes(option) : field.initialValue === option,
  }))
}

/**
 * The answer a client action gives when the server never answered (the connection dropped): the
 * form keeps what was typed and shows `message`, in Conform's `reply({ formErrors })` shape.
 */
export function failedSubmission(formData: FormData, message: string): SubmissionResult<string[]> {
  const initialValue: Record<string, string | string[]> = {}
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name).filter((value): value is string => typeof value === 'string')
    initialValue[name] = values.length > 1 ? values : (values[0] ?? '')
  }
  return { status: 'error', initialValue, error: { '': [message] } }
}
