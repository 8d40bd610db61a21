import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { DIRECTORY_DISCLAIMER_HANDLE } from '#app/components/directory/directory-disclaimer.tsx'
import { ListingCard } from '#app/components/directory/listing-card.tsx'
import { PractitionerProfile } from '#app/components/directory/practitioner-profile.tsx'
import { paths } from '#app/config/paths.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { STATIC_PAGE, type RouteHandle } from '#app/utils/route-handle.ts'
import { loadListingPreview } from './listing-preview.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadListingPreview(args)
}

/**
 * The profile drawn here carries the directory's own disclaimer, as the public page does; nothing on it is
 * interactive, so, like the public profile, it sends no script (its icons cost nothing).
 */
export const handle = { ...STATIC_PAGE, ...DIRECTORY_DISCLAIMER_HANDLE } as const satisfies RouteHandle

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'listing')
  return [...pageMeta({ title: t('preview.title'), description: t('meta.description'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** /member-dashboard/listing/preview: the card and the profile exactly as the directory will draw them. */
export default function ListingPreviewPage() {
  const { preview } = useLoaderData<typeof loader>()
  const { t } = useTranslation('listing')
  return (
    <div className="container-page py-8 sm:py-12">
      <Link to={paths.myListing} className="link text-sm">
        <span aria-hidden="true">← </span>
        {t('actions.edit')}
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('preview.title')}</h1>
      {preview ? (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">{t('preview.intro')}</p>
          <section aria-labelledby="preview-card" className="mt-8">
            <h2 id="preview-card" className="text-lg font-semibold text-slate-900">
              {t('preview.card')}
            </h2>
            <div className="mt-4 max-w-sm">
              {/* Issue 33: the card's links lead to the profile below, not to a public page the draft does not have yet. */}
              <ListingCard listing={preview.card} headingLevel={3} profileHref="#preview-profile" />
            </div>
          </section>
          <section aria-labelledby="preview-profile" className="mt-10">
            <h2 id="preview-profile" className="text-lg font-semibold text-slate-900">
              {t('preview.profile')}
            </h2>
            <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-3 sm:p-6">
              <PractitionerProfile practitioner={preview.profile} headingLevel={3} />
            </div>
          </section>
          <p className="mt-8">
            <Link to={paths.myListing} className="btn-primary">
              {t('actions.edit')}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-3 text-slate-700">{t('preview.nothing')}</p>
      )}
    </div>
  )
}
