import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { meetingPaths } from '#app/config/meeting-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { STATIC_PAGE, type RouteHandle } from '#app/utils/route-handle.ts'
import { loadMeetingsPage } from './meetings-list.server.ts'

export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadMeetingsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'meetings')
  return [...pageMeta({ title: t('list.title'), description: t('list.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>['upcoming'][number]

function MeetingList({ items, empty }: { items: Item[]; empty: string }) {
  const { t, locale } = useTranslation('meetings')
  if (!items.length) return <p className="card mt-4 text-slate-700">{empty}</p>
  return (
    <ul className="mt-4 space-y-4">
      {items.map((meeting) => (
        <li key={meeting.id} className="card">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {t(`kind.${meeting.kind}`)}
            {meeting.cancelled ? ` · ${t('list.cancelled')}` : ''}
          </p>
          <h3 className="mt-1 break-words text-lg font-semibold text-slate-900" lang={langOf(meeting.title, locale)}>
            <Link to={meetingPaths.page(meeting.id)} className="link inline-flex min-h-11 items-center">
              {meeting.title.text}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-700">{formatDateTime(meeting.startsAt, locale)}</p>
          {!meeting.entitled ? <p className="mt-1 text-sm text-slate-700">{t('list.notEntitled')}</p> : meeting.minutesPublished ? <p className="mt-1 text-sm text-slate-700">{t('list.minutesPublished')}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/** The association's general meetings (issue 35, item 2): each leads to its page (agenda, papers, RSVP, minutes). */
export default function MeetingsPage() {
  const { upcoming, past } = useLoaderData<typeof loader>()
  const { t } = useTranslation('meetings')
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.title')}</h1>
      <p className="mt-2 text-slate-700">{t('list.intro')}</p>
      <section aria-labelledby="upcoming-heading" className="mt-8">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          {t('list.upcoming')}
        </h2>
        <MeetingList items={upcoming} empty={t('list.noneUpcoming')} />
      </section>
      <section aria-labelledby="past-heading" className="mt-8">
        <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
          {t('list.past')}
        </h2>
        <MeetingList items={past} empty={t('list.nonePast')} />
      </section>
    </div>
  )
}
