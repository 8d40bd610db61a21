import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * No listing matched. The directory page offers to clear the filters; the home page's variant ends
 * "or browse all practitioners." (spec section 2). With no listing at all (`noneListed`: a new
 * association's site, issue 30), it says so and points a practitioner to membership instead.
 */
export function EmptyResults({ variant, headingLevel = 3, noneListed = false }: { variant: 'directory' | 'home'; headingLevel?: 2 | 3; noneListed?: boolean }) {
  const { t } = useTranslation('directory')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (noneListed) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Heading className="text-lg font-semibold text-slate-900">{t('empty.noneListedTitle')}</Heading>
        <p className="mx-auto mt-2 max-w-md text-slate-700">{t('empty.noneListed')}</p>
        <p className="mt-5">
          <Link to={paths.membership} className="btn-secondary">
            {t('empty.apply')}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Heading className="text-lg font-semibold text-slate-900">{t('empty.title')}</Heading>
      <p className="mx-auto mt-2 max-w-md text-slate-700">
        {variant === 'home' ? t('empty.home') : t('empty.directory')}
      </p>
      <p className="mt-5">
        <Link to={paths.findPractitioner} className="btn-secondary">
          {variant === 'home' ? t('empty.browseAll') : t('empty.clear')}
        </Link>
      </p>
    </div>
  )
}
