import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EventCards } from '#app/components/events/event-cards.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { paths } from '#app/config/paths.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { loadEventsIndex } from './events-index.server.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadEventsIndex(args)
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'events')
  return pageMeta({ title: t('index.metaTitle'), description: t('index.metaDescription'), location, matches })
}

/** /events: every event one can still register for, each leading to its page, and the recent past ones. */
export default function EventsIndex() {
  const { upcoming, past } = useLoaderData<typeof loader>()
  const { t } = useTranslation('events')
  return (
    <>
      <PageHero eyebrow={t('index.eyebrow')} title={t('index.title')}>
        <p>{t('index.intro')}</p>
      </PageHero>
      <PageSection id="upcoming" title={t('list.upcoming')}>
        {upcoming.length ? <EventCards events={upcoming} /> : <p className="text-slate-700">{t('list.noneUpcoming')}</p>}
        <p className="mt-6 text-sm text-slate-700">
          <Link to={paths.training} className="link">
            {t('index.training')}
          </Link>
        </p>
      </PageSection>
      {past.length ? (
        <PageSection id="past" title={t('list.past')} muted>
          <EventCards events={past} past />
        </PageSection>
      ) : null}
    </>
  )
}
