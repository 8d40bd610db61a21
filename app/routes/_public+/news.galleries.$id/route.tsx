import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { MediaImage } from '#app/components/media-image.tsx'
import { LocalizedText } from '#app/components/public/localized-text.tsx'
import { paths } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { langOf } from '#app/domain/locale.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { loadGalleryPage } from './gallery.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadGalleryPage(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return [{ title: site.shortName }, { name: 'robots', content: 'noindex' }]
  const { t } = metaTranslation(matches, 'news')
  return pageMeta({ title: t('galleries.pageTitle', { title: data.gallery.title.text }), description: data.gallery.description.text, location, matches })
}

/** A gallery's photos: a grid that is one column on a phone, each photo with its caption under it. */
export default function GalleryPage() {
  const { gallery } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('news')
  return (
    <article className="container-page py-10 sm:py-14">
      <p>
        <Link to={paths.newsGalleries} className="link text-sm">
          ← {t('galleries.back')}
        </Link>
      </p>
      <header className="mt-4 max-w-3xl">
        <p className="text-sm text-slate-700">
          <LocalizedText field={gallery.date} /> · {t('galleries.photoCount', { count: gallery.photos.length })}
        </p>
        <h1 lang={langOf(gallery.title, locale)} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {gallery.title.text}
        </h1>
        <p lang={langOf(gallery.description, locale)} className="mt-3 text-slate-700">
          {gallery.description.text}
        </p>
      </header>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {gallery.photos.map((photo, index) => (
          <li key={photo.key}>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <MediaImage
                image={photo.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                priority={index < 3}
                className="aspect-[3/2] w-full object-cover"
              />
              {photo.caption.text ? (
                <figcaption lang={langOf(photo.caption, locale)} className="px-4 py-3 text-sm text-slate-700">
                  {photo.caption.text}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </article>
  )
}
