import type { ReactNode } from 'react'
import { Form, Link } from '@remix-run/react'
import { eventPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { langOf, type Locale } from '#app/domain/locale.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export interface MyEvent {
  id: string
  eventId: string
  title: { text: string; lang: Locale }
  when: string
  status: string
  seatNumber: number | null
  position: number | null
  attended: boolean
  past: boolean
}

/** The member's registrations on the dashboard: each event, its seat or place in the queue, and a "Cancel" that works without JavaScript. */
export function MyEvents({ events, pager }: { events: MyEvent[]; pager?: ReactNode }) {
  const { t, locale } = useTranslation('events')
  return (
    <section aria-labelledby="my-events-heading" className="card">
      <h2 id="my-events-heading" className="text-lg font-semibold text-slate-900">
        {t('dashboard.title')}
      </h2>
      {events.length || pager ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link to={eventPaths.page(e.eventId)} className="link font-medium" lang={langOf(e.title, locale)}>
                  {e.title.text}
                </Link>
                <p className="text-sm text-slate-700">
                  {e.when} ·{' '}
                  {e.attended
                    ? t('status.attended')
                    : e.status === 'confirmed'
                      ? t('dashboard.seat', { seat: e.seatNumber ?? '' })
                      : t('dashboard.position', { position: e.position ?? '' })}
                </p>
              </div>
              {!e.past && !e.attended ? (
                <Form method="post" action={eventPaths.cancelAction(e.eventId, e.id)}>
                  <button type="submit" className="btn-secondary !px-3 !py-1.5">
                    {t('dashboard.cancel')}
                    <span className="sr-only" lang={langOf(e.title, locale)}>
                      {t('dashboard.cancelFor', { title: e.title.text })}
                    </span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {t('dashboard.none')}{' '}
          <Link to={`${paths.training}#upcoming-events`} className="link">
            {t('dashboard.browse')}
          </Link>
        </p>
      )}
      {/* The links to the list's other pages (50 a page), when there are any. */}
      {pager}
    </section>
  )
}
