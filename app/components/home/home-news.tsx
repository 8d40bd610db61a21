import { Link } from '@remix-run/react'
import { LocalizedText } from '#app/components/public/localized-text.tsx'
import { paths } from '#app/config/paths.ts'
import type { Locale } from '#app/domain/locale.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** An event to come or a recent article, as one line of the home page's news. */
export interface HomeNewsItem {
  kind: 'event' | 'article'
  id: string
  title: { text: string; lang: Locale }
  /** ISO, for `<time dateTime>`. */
  date: string
  /** The date as the page's language writes it. */
  when: string
  to: string
}

/** The next events and the newest articles, a line each; not shown when there is neither. */
export function HomeNews({ items }: { items: readonly HomeNewsItem[] }) {
  const { t } = useTranslation('home')
  if (!items.length) return null
  return (
    <section id="news" aria-labelledby="news-heading" className="bg-white">
      <div className="container-page py-8 sm:py-14">
        <h2 id="news-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('news.title')}
        </h2>
        <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white md:grid md:grid-cols-3 md:divide-x md:divide-y-0">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link to={item.to} className="flex h-full min-h-11 flex-col px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                <span className="text-sm text-slate-700">
                  <span className="font-semibold text-brand-800">{t(item.kind === 'event' ? 'news.event' : 'news.article')}</span>
                  {' · '}
                  <time dateTime={item.date}>{item.when}</time>
                </span>
                <span className="font-semibold text-slate-900 underline-offset-2 hover:underline">
                  <LocalizedText field={item.title} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Link to={paths.news} className="link-tap font-semibold">
            {t('news.all')}
          </Link>
        </p>
      </div>
    </section>
  )
}
