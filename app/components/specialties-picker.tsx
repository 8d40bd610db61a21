import { useId, useState, type KeyboardEvent } from 'react'
import { PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { mergeSpecialties } from '#app/domain/specialties.ts'
import { SPECIALTY_MAX_LENGTH } from '#app/validation/form-limits.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { ErrorList, type ListOfErrors } from './forms.tsx'

/**
 * The speciality picker for visitors with JavaScript: pillars not yet chosen in a list, custom ones
 * typed and added with Enter or the Add button, each removable. Every choice is a hidden input named
 * like the checkboxes of the plain form, so the same action reads both.
 */
export function SpecialtiesPicker({
  name,
  initial,
  errorId,
  errors,
}: {
  name: string
  initial: string[]
  errorId: string
  errors?: ListOfErrors
}) {
  const id = useId()
  const { t } = useTranslation('auth')
  const listLabel = useListLabel()
  const label = (specialty: string) => listLabel('specialties', specialty)
  const [chosen, setChosen] = useState(() => mergeSpecialties(initial))
  const [pillar, setPillar] = useState('')
  const [custom, setCustom] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const chosenKeys = new Set(chosen.map((s) => s.toLowerCase()))
  const remainingPillars = PILLAR_SPECIALTIES.filter((p) => !chosenKeys.has(p.toLowerCase()))

  function add(value: string) {
    const next = mergeSpecialties(chosen, [value])
    if (next.length !== chosen.length) setAnnouncement(t('picker.added', { specialty: label(next[next.length - 1]!) }))
    setChosen(next)
  }
  function remove(value: string) {
    setChosen(chosen.filter((s) => s !== value))
    setAnnouncement(t('picker.removed', { specialty: label(value) }))
  }
  function addCustom() {
    add(custom)
    setCustom('')
  }
  function onCustomKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the speciality instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault()
      addCustom()
    }
  }

  return (
    <fieldset className="rounded-md border border-slate-300 p-4" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="px-1 text-sm font-medium text-slate-800">{t('profile.specialties')}</legend>
      {chosen.length ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('picker.chosen')}>
          {chosen.map((specialty) => (
            <li key={specialty} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200">
              {label(specialty)}
              <input type="hidden" name={name} value={specialty} />
              <button
                type="button"
                onClick={() => remove(specialty)}
                className="rounded-full px-2 text-brand-900 hover:bg-brand-100"
                aria-label={t('picker.remove', { specialty: label(specialty) })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-slate-700">{t('picker.none')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-pillar`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('picker.addPillar')}
          </label>
          <div className="flex gap-2">
            <select
              id={`${id}-pillar`}
              value={pillar}
              onChange={(event) => setPillar(event.target.value)}
              className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
            >
              <option value="">{remainingPillars.length ? t('picker.choosePillar') : t('picker.allChosen')}</option>
              {remainingPillars.map((p) => (
                <option key={p} value={p}>
                  {label(p)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn-secondary"
              disabled={!pillar}
              onClick={() => {
                add(pillar)
                setPillar('')
              }}
            >
              {t('picker.add')}
              <span className="sr-only">{t('picker.addPillarSr')}</span>
            </button>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-custom`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('picker.addOwn')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-custom`}
              type="text"
              value={custom}
              maxLength={SPECIALTY_MAX_LENGTH}
              onChange={(event) => setCustom(event.target.value)}
              onKeyDown={onCustomKeyDown}
              placeholder={t('picker.ownPlaceholder')}
              className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
            <button type="button" className="btn-secondary" disabled={!custom.trim()} onClick={addCustom}>
              {t('picker.add')}
              <span className="sr-only">{t('picker.addOwnSr')}</span>
            </button>
          </div>
        </div>
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
