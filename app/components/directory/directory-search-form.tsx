import { Form } from '@remix-run/react'
import { SelectField, Field } from '#app/components/forms.tsx'
import { LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { cn } from '#app/components/class-names.ts'
import { SEARCH_MAX_LENGTH, type DirectoryFilters } from '#app/domain/directory-query.ts'
import { paths } from '#app/config/paths.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/**
 * The directory's search: a GET form to /find-practitioner that works without JavaScript. With `live`
 * (the directory's own page) it is marked for the page's plain script (app/enhance/directory-search.ts),
 * which makes the results follow the visitor's typing and choices. The options keep their stored values
 * (`state=Penang`) and show their labels in the page's language (`lists` namespace).
 */
export function DirectorySearchForm({
  filters,
  live = false,
  idPrefix = 'directory',
  className,
}: {
  filters: DirectoryFilters
  live?: boolean
  idPrefix?: string
  className?: string
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
      <button type="submit" className="btn-primary h-[42px]">
        {t('search.submit')}
      </button>
    </Form>
  )
}
