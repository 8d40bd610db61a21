import { Link } from '@remix-run/react'
import { useId } from 'react'
import { cn } from '#app/components/class-names.ts'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * The directory's one disclaimer (issue 19: one short, calm note per page instead of three or four),
 * beside every list and profile of practitioners; the site's banner steps aside on these pages
 * (`DIRECTORY_DISCLAIMER_HANDLE`), and the full text is one link away.
 */
export function DirectoryDisclaimer({ className }: { className?: string }) {
  const headingId = useId()
  const { t } = useTranslation('directory')
  return (
    <aside aria-labelledby={headingId} className={cn('rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-800', className)}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('trust.title')}
      </h2>
      <p className="mt-2">{t('trust.text')}</p>
      <p className="mt-3">
        <Link to={paths.disclaimer} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
          {t('trust.readFull')}
        </Link>
      </p>
    </aside>
  )
}

/** A route's `handle` that shows its own disclaimer, so that the site's banner does not say it again. */
export const DIRECTORY_DISCLAIMER_HANDLE = { ownDisclaimer: true } as const
