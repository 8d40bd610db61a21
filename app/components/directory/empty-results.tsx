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
  const [title, text, to, action] = noneListed
    ? [t('empty.noneListedTitle'), t('empty.noneListed'), paths.membership, t('empty.apply')]
    : [t('empty.title'), variant === 'home' ? t('empty.home') : t('empty.directory'), paths.findPractitioner, variant === 'home' ? t('empty.browseAll') : t('empty.clear')]
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{text}</p>
      <p className="mt-5">
        <Link to={to} className="btn-secondary">
          {action}
        </Link>
      </p>
    </div>
  )
}
