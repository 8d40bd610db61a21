import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { formatHours } from '#app/domain/cpd-records.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export interface AttendanceFacts {
  kind: 'attendance'
  name: string
  event: string
  date: string
  cpdHours: number
}

/** What a certificate of attendance's QR confirms (/verify/{code}, issue 20): who attended what, when, for how many hours. */
export function AttendanceVerdict({ attendance }: { attendance: AttendanceFacts }) {
  const { t, locale } = useTranslation('events')
  return (
    <>
      <PageHero eyebrow={t('verify.attendanceTitle')} title={t('verify.confirmed')} />
      <PageSection id="attendance" title={attendance.name}>
        <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-slate-800">
          <dt className="font-semibold">{t('verify.name')}</dt>
          <dd>{attendance.name}</dd>
          <dt className="font-semibold">{t('verify.event')}</dt>
          <dd>{attendance.event}</dd>
          <dt className="font-semibold">{t('verify.date')}</dt>
          <dd>{formatLongDate(`${attendance.date}T04:00:00Z`, locale)}</dd>
          <dt className="font-semibold">{t('verify.cpdHours')}</dt>
          <dd>{formatHours(attendance.cpdHours)}</dd>
        </dl>
      </PageSection>
    </>
  )
}
