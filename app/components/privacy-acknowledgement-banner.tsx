import { Form, Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * Asks a signed-in member to acknowledge a new version of the privacy notice once (issue 21): a plain
 * form that posts to /privacy, so it works without JavaScript, and comes back to `returnTo`.
 * The page that draws it must send the `privacy.banner` strings.
 */
export function PrivacyAcknowledgementBanner({ version, returnTo }: { version: number; returnTo: string }) {
  const { t } = useTranslation('privacy')
  return (
    <section aria-labelledby="privacy-banner-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="privacy-banner-title" className="font-semibold">
        {t('banner.title')}
      </h2>
      <p className="mt-1 text-sm">{t('banner.text', { version })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to={paths.privacy} className="link text-sm">
          {t('banner.read')}
        </Link>
        <Form method="post" action={paths.privacy}>
          <input type="hidden" name="intent" value="acknowledge" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="btn-primary">
            {t('banner.acknowledge')}
          </button>
        </Form>
      </div>
    </section>
  )
}
