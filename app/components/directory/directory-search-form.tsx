import { Form } from '@remix-run/react'
import { SelectField, Field } from '#app/components/forms.tsx'
import { LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { cn } from '#app/components/class-names.ts'
import { ChevronDown, SlidersHorizontal } from '#app/components/icons.ts'
import { isAllLocations, isAllSpecialties, NEAR_MAX_LENGTH, SEARCH_MAX_LENGTH, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { DEFAULT_NEAR_RADIUS_KM, NEAR_RADII_KM } from '#app/domain/geo.ts'
import { paths } from '#app/config/paths.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/**
 * The directory's search: a GET form to /find-practitioner that works without JavaScript. With `live`
 * (the directory's own page) it is marked for the page's plain script (app/enhance/directory-search.ts),
 * which makes the results follow the visitor's typing and choices. The options keep their stored values
 * (`state=Penang`) and show their labels in the page's language (`lists` namespace).
 *
 * On a phone the four lists fold under "Filters" (issue 33), a plain `<details>`, so that the first
 * results are on the first screen; folded, it says what is chosen. From 640 px they are items of the
 * form's grid as before, wherever CSS can open a `<details>` (`.filters-fold`, app/tailwind.css).
 */
export function DirectorySearchForm({
  filters,
  live = false,
  idPrefix = 'directory',
  className,
  nearError = null,
}: {
  filters: DirectoryFilters
  live?: boolean
  idPrefix?: string
  className?: string
  /** The message saying the place searched near is not known, when it is not. */
  nearError?: string | null
}) {
  const { t } = useTranslation('directory')
  const listLabel = useListLabel()
  const locationOptions = [
    { value: '', label: t('lists:allLocations') },
    ...LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) })),
  ]
  const specialtyOptions = [
    { value: '', label: t('lists:allSpecialties') },
    ...PILLAR_SPECIALTIES.map((value) => ({ value, label: listLabel('specialties', value) })),
  ]

  const languageOptions = [
    { value: '', label: t('filters.anyLanguage') },
    ...LISTING_LANGUAGES.map((value) => ({ value, label: listLabel('languages', value) })),
  ]
  const modeOptions = [
    { value: '', label: t('filters.anyMode') },
    ...PRACTICE_MODES.map((value) => ({ value, label: listLabel('practiceModes', value) })),
  ]
  const chosen = [
    isAllLocations(filters.state) ? '' : listLabel('locations', filters.state),
    isAllSpecialties(filters.specialty) ? '' : listLabel('specialties', filters.specialty),
    filters.language ? listLabel('languages', filters.language) : '',
    filters.mode ? listLabel('practiceModes', filters.mode) : '',
  ].filter(Boolean)
  return (
    <Form
      method="get"
      action={paths.findPractitioner}
      role="search"
      aria-label={t('search.label')}
      data-live-search={live ? '' : undefined}
      className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:items-end', className)}
    >
      <Field
        className="sm:col-span-2 lg:col-span-1"
        labelProps={{ children: t('search.search') }}
        inputProps={{
          id: `${idPrefix}-search`,
          type: 'search',
          name: 'search',
          defaultValue: filters.search,
          placeholder: t('search.placeholder'),
          maxLength: SEARCH_MAX_LENGTH,
          autoComplete: 'off',
          enterKeyHint: 'search',
        }}
      />
      {/* On a phone the place and its distance share a line, so that the first results stay on the first
          screen; from 640 px they are items of the form's grid. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:contents">
        <Field
          labelProps={{ children: t('near.label') }}
          inputProps={{
            id: `${idPrefix}-near`,
            type: 'text',
            name: 'near',
            defaultValue: filters.near ?? '',
            placeholder: t('near.placeholder'),
            maxLength: NEAR_MAX_LENGTH,
            autoComplete: 'postal-code',
            enterKeyHint: 'search',
          }}
          errors={nearError ? [nearError] : undefined}
        />
        <SelectField
          labelProps={{ children: t('near.radius') }}
          selectProps={{ id: `${idPrefix}-radius`, name: 'radius', defaultValue: String(filters.radiusKm ?? DEFAULT_NEAR_RADIUS_KM) }}
          options={NEAR_RADII_KM.map((km) => ({ value: String(km), label: t('near.within', { km }) }))}
        />
      </div>
      <details className="filters-fold group sm:col-span-2 lg:col-span-3">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="h-4 w-4 shrink-0 text-brand-700" />
          {t('filters.toggle')}
          {/* What is chosen, else what there is to choose; the page's script keeps it in step (app/enhance/directory-search.ts). */}
          <span data-filters-chosen="" data-none={t('filters.toggleHint')} data-active={chosen.length ? '' : undefined} className="font-normal text-slate-600 data-[active]:font-semibold data-[active]:text-brand-800">
            {chosen.length ? chosen.join(', ') : t('filters.toggleHint')}
          </span>
          <ChevronDown className="ml-auto h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="filters-fold-body mt-4 grid gap-4">
          <SelectField
            labelProps={{ children: t('search.location') }}
            selectProps={{
              id: `${idPrefix}-state`,
              name: 'state',
              defaultValue: filters.state,
            }}
            options={locationOptions}
          />
          <SelectField
            labelProps={{ children: t('search.specialty') }}
            selectProps={{
              id: `${idPrefix}-specialty`,
              name: 'specialty',
              defaultValue: filters.specialty,
            }}
            options={specialtyOptions}
          />
          <SelectField
            labelProps={{ children: t('filters.language') }}
            selectProps={{
              id: `${idPrefix}-language`,
              name: 'language',
              defaultValue: filters.language ?? '',
            }}
            options={languageOptions}
          />
          <SelectField
            labelProps={{ children: t('filters.mode') }}
            selectProps={{
              id: `${idPrefix}-mode`,
              name: 'mode',
              defaultValue: filters.mode ?? '',
            }}
            options={modeOptions}
          />
        </div>
      </details>
      <button type="submit" className="btn-primary h-[42px]">
        {t('search.submit')}
      </button>
    </Form>
  )
}
