import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'

/**
 * Dismissed for this page view only, as the spec asks; a CSS-only checkbox makes the close button work
 * without JavaScript too.
 */
export function DisclaimerBanner() {
  return (
    <div className="no-print">
      <input id="dismiss-disclaimer" type="checkbox" className="peer sr-only" aria-label="Dismiss the disclaimer notice" />
      <div role="region" aria-label="Disclaimer notice" className="border-b border-amber-300 bg-amber-100 peer-checked:hidden peer-focus-visible:ring-4 peer-focus-visible:ring-inset peer-focus-visible:ring-amber-700">
        <div className="container-page flex items-start gap-3 py-2 text-sm text-amber-950">
          <p className="flex-1">
            <strong>Important:</strong> Practitioners listed are self-registered. The association does not verify or
            endorse qualifications.{' '}
            <Link to={paths.disclaimer} className="font-semibold underline underline-offset-2">
              Read full disclaimer
            </Link>
          </p>
          <label
            htmlFor="dismiss-disclaimer"
            className="cursor-pointer rounded px-2 text-lg leading-none text-amber-950 hover:bg-amber-200"
            title="Dismiss"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss</span>
          </label>
        </div>
      </div>
    </div>
  )
}
