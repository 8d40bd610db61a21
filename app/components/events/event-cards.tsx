import { Link } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { eventPaths } from '#app/config/member-paths.ts'
import { langOf, type Locale } from '#app/domain/locale.ts'
import { formatRinggitAmount } from '#app/domain/money.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** What a list of events draws of each (services/events.server.ts `eventCard`). */
export interface EventCardView {
  id: string
  title: { text: string; lang: Locale }
  description: { text: string; lang: Locale }
  when: string | null
  where: string
  cpdHours: number
  category: string
  priceMember: number
  priceNonMember: number
  capacity: number
  seatsLeft: number
  bookable: boolean
  open: boolean
}

/** Dated events as cards: when, where, CPD hours, fees, seats, and the way to the event's page. */
export function EventCards({ events, past = false }: { events: EventCardView[]; past?: boolean }) {
  const { t, locale } = useTranslation('events')
  const price = (ringgit: number) => (ringgit ? formatRinggitAmount(ringgit) : t('page.free'))
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.id} className="card flex flex-col">
          <div className="flex flex-wrap gap-2">
            <Badge className="bg-sky-100 text-sky-900">{event.category}</Badge>
            {event.cpdHours ? <Badge className="bg-brand-100 text-brand-900">{t('page.cpdHours', { count: event.cpdHours })}</Badge> : null}
            {!past && event.bookable && event.seatsLeft === 0 ? <Badge className="bg-amber-100 text-amber-900">{t('list.full')}</Badge> : null}
          </div>
          <h3 lang={langOf(event.title, locale)} className="mt-3 text-lg font-semibold text-slate-900">
            {event.title.text}
          </h3>
          {!past && event.description.text ? (
            <p lang={langOf(event.description, locale)} className="mt-2 line-clamp-3 flex-1 text-slate-700">
              {event.description.text}
            </p>
          ) : null}
          <dl className="mt-4 space-y-1 text-sm text-slate-700">
            <div className="flex gap-2">
              <dt className="font-medium text-slate-900">{t('page.when')}</dt>
              <dd>{event.when}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium text-slate-900">{t('page.where')}</dt>
              <dd>{event.where}</dd>
            </div>
            {!past ? (
              <div className="flex gap-2">
                <dt className="font-medium text-slate-900">{t('page.fee')}</dt>
                <dd>
                  {t('page.priceMember', { price: price(event.priceMember) })}; {t('page.priceNonMember', { price: price(event.priceNonMember) })}
                </dd>
              </div>
            ) : null}
          </dl>
          <Link to={eventPaths.page(event.id)} className={`${past ? 'link' : 'btn-primary'} mt-4 self-start`}>
            {t('list.details')}
            <span className="sr-only" lang={langOf(event.title, locale)}>
              {t('list.detailsFor', { title: event.title.text })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
