import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * The hero photo: the demo committee picture, resized by scripts/generate-demo-images.ts into
 * public/images/home (about 5 KB at 480 px, 11 KB at 960 px as WebP; JPEG for the rest). A static file,
 * so that the first screen shows it before the database holds any picture.
 */
const HERO_PHOTO = { width: 960, height: 540, widths: [480, 960], base: '/images/home/community' } as const
const heroSrcSet = (format: 'webp' | 'jpg') => HERO_PHOTO.widths.map((w) => `${HERO_PHOTO.base}-${w}.${format} ${w}w`).join(', ')
/** Full width of the container on a phone; half of the 1152 px container beside the text from `lg`. */
const HERO_SIZES = '(min-width: 1024px) 560px, 100vw'

/**
 * The home page's first screen: the photo, the association's full name in the page's language with the
 * other language's beneath it (the header only says "EMPAM" on a phone), and the two things most
 * visitors come for. The photo is above the fold: fetched at once, its box set by width, height and aspect
 * ratio so nothing moves; on a phone it is cropped to 2:1 from the bottom, where the people are.
 */
export function Hero({ badge }: { badge: string }) {
  const { t, locale } = useTranslation('home')
  const [name, otherName, otherLang] = locale === 'ms' ? [site.nameMs, site.name, 'en'] : [site.name, site.nameMs, 'ms']
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid gap-5 pb-6 pt-4 sm:gap-6 sm:pb-10 sm:pt-8 lg:grid-cols-2 lg:items-center lg:gap-12 lg:py-16">
        <picture className="lg:order-2">
          <source type="image/webp" srcSet={heroSrcSet('webp')} sizes={HERO_SIZES} />
          <img
            src={`${HERO_PHOTO.base}-480.jpg`}
            srcSet={heroSrcSet('jpg')}
            sizes={HERO_SIZES}
            width={HERO_PHOTO.width}
            height={HERO_PHOTO.height}
            alt={t('hero.photoAlt')}
            loading="eager"
            decoding="async"
            className="aspect-[2/1] h-auto w-full rounded-xl object-cover object-bottom shadow-sm sm:aspect-[16/9]"
          />
        </picture>
        <div>
          {/* From 640 px: on a phone the first screen keeps its room for the two actions. */}
          <p className="mb-3 hidden rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 sm:inline-block">{badge}</p>
          <h1 id="hero-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            {name}
          </h1>
          <p lang={otherLang} className="mt-2 text-base font-medium text-brand-800 sm:text-lg">
            {otherName}
          </p>
          <p className="mt-4 text-slate-700 sm:text-lg">{t('hero.intro')}</p>
          {/* Side by side even on a phone, so that both are on the first screen; a long label wraps inside its button. */}
          <div className="mt-6 grid grid-cols-2 gap-3 sm:flex">
            <Link to={paths.findPractitioner} className="btn-primary px-3 text-center">
              {t('hero.find')}
            </Link>
            <Link to={paths.register} className="btn-secondary px-3 text-center">
              {t('hero.apply')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
