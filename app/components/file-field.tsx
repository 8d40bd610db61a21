import { lazy, Suspense, useId, useRef, type ReactNode } from 'react'
import { cn } from '#app/components/class-names.ts'
import { ErrorList, type ListOfErrors } from '#app/components/forms.tsx'
import { mediaPaths } from '#app/config/paths.ts'
import type { MediaImage as StoredImage } from '#app/domain/media.ts'
import { useHydrated } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * domain/media.ts MAX_UPLOAD_MEGABYTES, written out: this field is on the account pages, whose
 * JavaScript has a budget, and the server says the limit again in its refusal.
 */
const MAX_UPLOAD_MEGABYTES = 10

// The preview, drag and drop and camera button come in their own chunk once the page runs: the field
// works without them, and the account pages' first bundle has a budget.
const FileFieldEnhancement = lazy(() =>
  import('./file-field-enhancement.client.tsx').then((module) => ({
    default: module.FileFieldEnhancement,
  }))
)

/** What a field takes: photos (the phone offers its camera and gallery), or a certificate (a PDF or a photo). */
export type FileFieldKind = 'image' | 'document'

const ACCEPT: Record<FileFieldKind, string> = {
  image: 'image/*',
  document: 'image/*,application/pdf',
}

/** The smallest WebP of a stored picture: a 96 px thumbnail needs no more. */
function smallestWebp(image: StoredImage) {
  const width = Math.min(...image.variants.filter((v) => v.format === 'webp').map((v) => v.width))
  return mediaPaths.variant(image.id, width, 'webp')
}

/**
 * A file input that works as it is without JavaScript (a plain labelled `<input type="file">` in a
 * `multipart/form-data` form: the server checks the bytes and answers its message under the field).
 * With JavaScript it adds a preview of the chosen photos (or the PDF's name and size), a drop zone
 * for drag and drop, and, where `capture` is given, a "Take a photo" button that opens the phone's
 * camera directly (the main input, without `capture`, lets the phone offer camera, gallery and files).
 *
 * `current` shows the picture stored now; `removeName` adds a checkbox to remove it.
 */
export function FileField({
  name,
  label,
  kind = 'image',
  multiple = false,
  capture,
  errors,
  hint,
  current,
  currentLink,
  removeName,
  removeLabel,
  required,
  className,
}: {
  name: string
  label: ReactNode
  kind?: FileFieldKind
  multiple?: boolean
  /** `user` for a portrait (the front camera), `environment` for a certificate or a scene. */
  capture?: 'user' | 'environment'
  errors?: ListOfErrors
  hint?: ReactNode
  current?: StoredImage | null
  /** A stored file that is no public picture (a PDF): its link. */
  currentLink?: ReactNode
  removeName?: string
  removeLabel?: string
  required?: boolean
  className?: string
}) {
  const { t } = useTranslation('common')
  const hydrated = useHydrated()
  const inputId = useId()
  const errorId = errors?.some(Boolean) ? `${inputId}-error` : undefined
  const hintId = `${inputId}-hint`
  const input = useRef<HTMLInputElement>(null)
  const zone = useRef<HTMLDivElement>(null)

  const defaultHint = kind === 'document' ? t('upload.documentHint', { max: MAX_UPLOAD_MEGABYTES }) : t('upload.imageHint', { max: MAX_UPLOAD_MEGABYTES })

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {current ? (
        <div className="mb-2 flex items-center gap-3">
          <div className="w-24 overflow-hidden rounded-md border border-slate-200">
            <img
              src={smallestWebp(current)}
              alt={t('upload.current')}
              width={96}
              height={Math.round((96 * current.height) / current.width)}
              className="h-auto w-24"
            />
          </div>
          {removeName ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={removeName} value="on" className="h-4 w-4 rounded border-slate-400 text-brand-700" />
              {removeLabel ?? t('upload.remove')}
            </label>
          ) : null}
        </div>
      ) : null}
      {currentLink ? <div className="mb-2 text-sm">{currentLink}</div> : null}
      <div
        ref={zone}
        data-testid={`${name}-drop-zone`}
        className={cn(
          'rounded-md border-2 border-dashed border-slate-300 bg-white p-3 data-[dragging]:border-brand-700 data-[dragging]:bg-brand-50',
          errorId && 'border-red-700'
        )}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          name={name}
          accept={ACCEPT[kind]}
          multiple={multiple || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-medium file:text-white hover:file:bg-brand-800"
        />
        {hydrated ? (
          <Suspense fallback={null}>
            <FileFieldEnhancement input={input} zone={zone} multiple={multiple} capture={capture} />
          </Suspense>
        ) : null}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint ?? defaultHint}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
