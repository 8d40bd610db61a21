import { Form, Link } from '@remix-run/react'
import { Field, SelectField } from '#app/components/forms.tsx'
import { paths } from '#app/config/paths.ts'
import { LOCATIONS } from '#app/domain/constants.ts'
import { SEARCH_MAX_LENGTH } from '#app/domain/directory-query.ts'
import { Trans, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { EmptyResults } from './empty-results.tsx'
import { formatCount } from './rating-format.ts'

/** One practitioner as the home page lists them: a line to find them by, the profile a tap away. */
export interface HomePractitioner {
  id: string
  /** With the salutation: "Dr. Aminah Yusof". */
  name: string
  title: string
  /** The town, or the state when no town is given. */
  location: string
}

export interface DirectoryPreview {
  total: number
  items: HomePractitioner[]
}

/**
 * The home page's `<section id="directory">`: a short search (name or practice, and location) that opens
 * /find-practitioner with its filters, the first few listings as one line each (or the spec's empty state),
 * the way into the full directory, and the disclaimer in one sentence (the banner and /disclaimer say the rest). Its data comes
 * from `getDirectoryPreview()` in the home loader; its words are `directory.home`, `directory.search` and
 * `home.directory`.
 */
export function HomeDirectorySection({ preview }: { preview: DirectoryPreview }) {
  const { total, items } = preview
  const { t } = useTranslation('directory')
  const listLabel = useListLabel()
  const locationOptions = [
    { value: '', label: t('lists:allLocations') },
    ...LOCATIONS.map((value) => ({ value, label: listLabel('locations', value) })),
  ]
  return (
    <section id="directory" aria-labelledby="directory-heading" className="bg-white">
      <div className="container-page py-8 sm:py-14">
        <h2 id="directory-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('home.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('home.intro')}</p>
        <Form
          method="get"
          action={paths.findPractitioner}
          role="search"
          aria-label={t('search.label')}
          className="mt-5 grid grid-cols-[1fr_auto] items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto] sm:gap-4"
        >
          <Field
            className="col-span-2 sm:col-span-1"
            labelProps={{ children: t('search.search') }}
            inputProps={{
              id: 'home-directory-search',
              type: 'search',
              name: 'search',
              placeholder: t('search.placeholder'),
              maxLength: SEARCH_MAX_LENGTH,
              autoComplete: 'off',
              enterKeyHint: 'search',
            }}
          />
          <SelectField
            labelProps={{ children: t('search.location') }}
            selectProps={{ id: 'home-directory-state', name: 'state', defaultValue: '' }}
            options={locationOptions}
          />
          <button type="submit" className="btn-primary">
            {t('search.submit')}
          </button>
        </Form>
        {total === 0 ? (
          <div className="mt-6">
            <EmptyResults variant="home" noneListed />
          </div>
        ) : null}
        {items.length ? (
          <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {items.map((practitioner) => (
              <li key={practitioner.id}>
                <Link
                  to={paths.practitioner(practitioner.id)}
                  className="flex min-h-11 flex-col px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <span className="font-semibold text-brand-800 underline-offset-2 hover:underline">{practitioner.name}</span>
                  <span className="text-sm text-slate-700">
                    {[practitioner.title, practitioner.location].filter(Boolean).join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {total > 0 ? (
          <p className="mt-4">
            <Link to={paths.findPractitioner} className="link-tap font-semibold">
              {t('home.browseAll', { total: formatCount(total) })}
            </Link>
          </p>
        ) : null}
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <Trans
            text={t('home:directory.disclaimer')}
            components={{
              link: (text) => (
                <Link to={paths.disclaimer} className="font-semibold underline underline-offset-2">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </section>
  )
}
