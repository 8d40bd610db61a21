import { ChromeLink } from '#app/components/layout/chrome-link.tsx'
import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { DISMISS_DISCLAIMER_FORM_ID } from '#app/config/nav-link.ts'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * The disclaimer notice at the top of every page until it is dismissed (issue 17). The close button is
 * a form: the server sets a cookie and sends the visitor back to the same page, which then comes
 * without the banner, as every page after it does, with or without JavaScript. A hydrated page sends
 * the form in the background and hides the banner at once (root.tsx).
 */
export function DisclaimerBanner() {
  const { t } = useTranslation('nav')
  const location = useLocation()
  const dismissed = (useRouteLoaderData('root') as { disclaimerDismissed?: boolean } | undefined)?.disclaimerDismissed
  // The directory's pages say it once themselves (issue 19: one disclaimer per page).
  const ownDisclaimer = useMatches().some((match) => (match.handle as { ownDisclaimer?: boolean } | undefined)?.ownDisclaimer)
  if (ownDisclaimer || dismissed) return null
  return (
    <div role="region" aria-label={t('disclaimer.region')} className="no-print border-b border-amber-300 bg-amber-100">
      <div className="container-page flex items-start gap-3 py-2 text-sm text-amber-950">
        <p className="flex-1 self-center">
          <strong>{t('disclaimer.important')}</strong> {t('disclaimer.text')}{' '}
          <ChromeLink to={paths.disclaimer} className="font-semibold underline underline-offset-2">
            {t('disclaimer.readMore')}
          </ChromeLink>
        </p>
        <form id={DISMISS_DISCLAIMER_FORM_ID} method="post" action={paths.dismissDisclaimer} className="-my-1 -mr-2 shrink-0">
          <input type="hidden" name="afterDismiss" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            className="flex h-11 w-11 items-center justify-center rounded text-2xl leading-none text-amber-950 hover:bg-amber-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-800"
            title={t('disclaimer.dismiss')}
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('disclaimer.dismissNotice')}</span>
          </button>
        </form>
      </div>
    </div>
  )
}
