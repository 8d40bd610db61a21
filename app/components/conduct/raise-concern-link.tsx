import { Link } from '@remix-run/react'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * "Raise a concern about this practitioner" (issue 36, item 1; decision 042): on every profile, to the
 * public form with the listing named. Its words are the `conduct` namespace's `link` (the page loads
 * `conduct.link`). No script: a plain link.
 */
export function RaiseConcernLink({ listingId }: { listingId: string }) {
  const { t } = useTranslation('conduct')
  return (
    <p className="mt-6 text-sm">
      <Link to={conductPaths.raise(listingId)} className="inline-flex min-h-11 items-center font-semibold text-slate-800 underline underline-offset-2 hover:text-brand-900" data-testid="raise-concern">
        {t('link.raise')}
      </Link>
    </p>
  )
}
