import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * What JavaScript adds to a FileField: a preview of the chosen photos (or the PDF's name and size),
 * drag and drop onto the field's zone, and a "Take a photo" button. Loaded by a dynamic import once the
 * page runs, so the account pages' first bundle carries none of it (their JavaScript has a budget).
 */
interface Chosen {
  name: string
  size: number
  /** An object URL for a photo's preview; null for a PDF. */
  preview: string | null
}

export function FileFieldEnhancement({
  input,
  zone,
  multiple,
  capture,
}: {
  input: RefObject<HTMLInputElement>
  zone: RefObject<HTMLDivElement>
  multiple: boolean
  capture?: 'user' | 'environment'
}) {
  const { t } = useTranslation('common')
  const [chosen, setChosen] = useState<Chosen[]>([])

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => chosen.forEach((c) => c.preview && URL.revokeObjectURL(c.preview)), [chosen])

  function showChosen(files: FileList | null) {
    setChosen(
      [...(files ?? [])].map((file) => ({
        name: file.name,
        size: file.size,
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      }))
    )
  }

  /** Puts files (dropped, or taken with the camera) into the field the form sends. */
  function takeFiles(files: FileList) {
    if (!input.current || !files.length) return
    const transfer = new DataTransfer()
    for (const file of multiple ? [...files] : [...files].slice(0, 1)) transfer.items.add(file)
    input.current.files = transfer.files
    showChosen(transfer.files)
  }
  // The listeners read the latest takeFiles/showChosen through a ref, so they are attached once.
  const handlers = useRef({ takeFiles, showChosen })
  handlers.current = { takeFiles, showChosen }

  useEffect(() => {
    const field = input.current
    const area = zone.current
    if (!field || !area) return
    const onChange = () => handlers.current.showChosen(field.files)
    const onDragOver = (event: DragEvent) => {
      event.preventDefault()
      area.dataset.dragging = 'true'
    }
    const onDragLeave = () => delete area.dataset.dragging
    const onDrop = (event: DragEvent) => {
      event.preventDefault()
      delete area.dataset.dragging
      if (event.dataTransfer) handlers.current.takeFiles(event.dataTransfer.files)
    }
    // A file chosen before this code arrived is shown too.
    if (field.files?.length) onChange()
    field.addEventListener('change', onChange)
    area.addEventListener('dragover', onDragOver)
    area.addEventListener('dragleave', onDragLeave)
    area.addEventListener('drop', onDrop)
    return () => {
      field.removeEventListener('change', onChange)
      area.removeEventListener('dragover', onDragOver)
      area.removeEventListener('dragleave', onDragLeave)
      area.removeEventListener('drop', onDrop)
    }
  }, [input, zone])

  const sizeLabel = (bytes: number) =>
    bytes >= 1024 * 1024 ? t('upload.mb', { size: (bytes / (1024 * 1024)).toFixed(1) }) : t('upload.kb', { size: Math.max(1, Math.round(bytes / 1024)) })

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{multiple ? t('upload.dropManyHere') : t('upload.dropHere')}</span>
        {capture ? <CameraButton capture={capture} onFiles={takeFiles} label={t('upload.takePhoto')} /> : null}
      </div>
      {chosen.length ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-live="polite">
          {chosen.map((file) => (
            <li key={`${file.name}-${file.size}`} className="text-xs text-slate-700">
              {file.preview ? <img src={file.preview} alt={t('upload.previewAlt')} className="mb-1 h-24 w-24 rounded-md object-cover" /> : null}
              {t('upload.chosen', {
                name: file.name,
                size: sizeLabel(file.size),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

/** A button that opens the camera (a second input, never sent: its file goes into the field's own). */
function CameraButton({ capture, onFiles, label }: { capture: 'user' | 'environment'; onFiles: (files: FileList) => void; label: string }) {
  const camera = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => camera.current?.click()}>
        {label}
      </button>
      <input
        ref={camera}
        type="file"
        // The camera takes photos only, for a certificate too.
        accept="image/*"
        capture={capture}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => event.currentTarget.files && onFiles(event.currentTarget.files)}
      />
    </>
  )
}
