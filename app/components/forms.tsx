import { useId, useState, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { Link } from '@remix-run/react'
import { useHydrated } from '#app/utils/hooks.ts'
import { cn } from '#app/components/class-names.ts'
import { HONEYPOT_FIELD } from '#app/utils/honeypot.ts'
import { ErrorList, type ListOfErrors } from './form-errors.tsx'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * Form fields with the label, the error list and `aria-invalid`/`aria-describedby` always wired the same
 * way. Pass Conform's `getInputProps(...)` (or plain props) as `inputProps`, and the field's `errors`.
 */

export { ErrorList, FormErrors, type ListOfErrors } from './form-errors.tsx'

const controlClass =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-700'

interface FieldBase {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode }
  errors?: ListOfErrors
  hint?: ReactNode
  className?: string
  /** Marks the field visibly as required (the input's own `required` still comes from the schema). */
  required?: boolean
}

function useFieldIds(id: string | undefined, errors: ListOfErrors) {
  const fallback = useId()
  const inputId = id ?? fallback
  const errorId = errors?.some(Boolean) ? `${inputId}-error` : undefined
  const hintId = `${inputId}-hint`
  return { inputId, errorId, hintId }
}

function Label({ htmlFor, required, labelProps }: { htmlFor: string; required?: boolean; labelProps: FieldBase['labelProps'] }) {
  const { children, className, ...rest } = labelProps
  return (
    <label htmlFor={htmlFor} className={cn('mb-1 block text-sm font-medium text-slate-800', className)} {...rest}>
      {children}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

function describedBy(...ids: Array<string | undefined | false>) {
  return ids.filter(Boolean).join(' ') || undefined
}

export function Field({ labelProps, inputProps, errors, hint, className, required }: FieldBase & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const { inputId, errorId, hintId } = useFieldIds(inputProps.id, errors)
  return (
    <div className={className}>
      <Label htmlFor={inputId} required={required ?? inputProps.required} labelProps={labelProps} />
      <input
        {...inputProps}
        id={inputId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(errorId, !!hint && hintId)}
        className={cn(controlClass, inputProps.className)}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export function TextareaField({
  labelProps,
  textareaProps,
  errors,
  hint,
  className,
  required,
}: FieldBase & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const { inputId, errorId, hintId } = useFieldIds(textareaProps.id, errors)
  return (
    <div className={className}>
      <Label htmlFor={inputId} required={required ?? textareaProps.required} labelProps={labelProps} />
      <textarea
        rows={4}
        {...textareaProps}
        id={inputId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(errorId, !!hint && hintId)}
        className={cn(controlClass, textareaProps.className)}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export interface SelectOption {
  value: string
  label: string
  /** The label's own language when it differs from the page's (a language named in itself: "English"). */
  lang?: string
}

export function SelectField({
  labelProps,
  selectProps,
  options,
  placeholder,
  errors,
  hint,
  className,
  required,
}: FieldBase & {
  selectProps: SelectHTMLAttributes<HTMLSelectElement>
  options: ReadonlyArray<SelectOption | string>
  /** A first, empty option such as "Select a location". */
  placeholder?: string
}) {
  const { inputId, errorId, hintId } = useFieldIds(selectProps.id, errors)
  return (
    <div className={className}>
      <Label htmlFor={inputId} required={required ?? selectProps.required} labelProps={labelProps} />
      <select
        {...selectProps}
        id={inputId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(errorId, !!hint && hintId)}
        className={cn(controlClass, selectProps.className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={option.value} value={option.value} lang={(option as SelectOption).lang}>
              {option.label}
            </option>
          )
        })}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export function CheckboxField({
  labelProps,
  inputProps,
  errors,
  className,
}: Omit<FieldBase, 'hint' | 'required'> & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const { inputId, errorId } = useFieldIds(inputProps.id, errors)
  const { children, className: labelClass, ...labelRest } = labelProps
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...inputProps}
          type="checkbox"
          id={inputId}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className={cn('mt-1 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600', inputProps.className)}
        />
        <label htmlFor={inputId} className={cn('min-h-11 py-0.5 text-sm text-slate-800', labelClass)} {...labelRest}>
          {children}
        </label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript: the server draws it hidden,
 * and it appears once the page is hydrated, or, on a page that is not, once its plain script runs
 * (app/enhance/password-toggle.ts, which reads the `data-*` words). Without either the field is a plain
 * password field.
 */
export function PasswordField({ labelProps, inputProps, errors, hint, className, required }: FieldBase & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const hydrated = useHydrated()
  const { t } = useTranslation('common')
  const [visible, setVisible] = useState(false)
  const { inputId, errorId, hintId } = useFieldIds(inputProps.id, errors)
  return (
    <div className={className}>
      <Label htmlFor={inputId} required={required ?? inputProps.required} labelProps={labelProps} />
      <div className="relative">
        <input
          {...inputProps}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy(errorId, !!hint && hintId)}
          className={cn(controlClass, hydrated && 'pr-16', inputProps.className)}
        />
        <button
          type="button"
          hidden={!hydrated}
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          aria-pressed={visible}
          data-password-toggle=""
          data-show-text={t('form.show')}
          data-hide-text={t('form.hide')}
          className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium text-brand-800 hover:bg-slate-100"
        >
          <span data-password-toggle-label="">{visible ? t('form.hide') : t('form.show')}</span>
          <span className="sr-only">{t('form.passwordSr')}</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg className={cn('animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M4 12a8 8 0 0 1 8-8" stroke="currentColor" strokeWidth="4" className="opacity-75" />
    </svg>
  )
}

/** A submit button that shows a spinner (and a different label) while its form is submitting. */
export function SubmitButton({
  pending,
  pendingText,
  children,
  className = 'btn-primary',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingText?: ReactNode }) {
  return (
    <button
      type="submit"
      // A page that is not hydrated shows the pending text with a plain script (app/enhance/pending-forms.ts).
      data-pending-text={typeof pendingText === 'string' ? pendingText : undefined}
      {...props}
      disabled={pending || props.disabled}
      aria-disabled={pending || undefined}
      className={className}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingText ? pendingText : children}
    </button>
  )
}

/**
 * A form's last row: the way back (a link) and the submit button, stacked on a phone with the submit on
 * top. An account form's two share the width; a confirmation's sit at the end, its submit red (`danger`).
 */
export function FormActions({
  backTo,
  backLabel,
  submitLabel,
  pending,
  pendingText,
  danger = false,
}: {
  backTo: string
  backLabel: ReactNode
  submitLabel: ReactNode
  pending: boolean
  pendingText: string
  danger?: boolean
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row', danger && 'sm:justify-end')}>
      <Link to={backTo} className={cn('btn-secondary', !danger && 'flex-1')}>
        {backLabel}
      </Link>
      <SubmitButton pending={pending} pendingText={pendingText} className={danger ? 'btn-danger' : 'btn-primary flex-1'}>
        {submitLabel}
      </SubmitButton>
    </div>
  )
}

/**
 * The honeypot: a field people never see or reach, which bots fill in. Put it in every public form;
 * the action refuses the post when it is filled (`isHoneypotFilled`).
 */
export function HoneypotField() {
  const { t } = useTranslation('common')
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-hp`}>{t('form.honeypot')}</label>
      <input id={`${HONEYPOT_FIELD}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
