import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { formatHours } from '#app/domain/cpd-records.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export interface CpdYearFacts {
  kind: 'cpd-year'
  name: string
  membershipId: string | null
  year: number
  from: string
  to: string
  target: number
  countedHours: number
  met: boolean
}

/**
 * What a yearly CPD certificate's QR confirms (/verify/{code}, issue 33): whose it is, the year, and the
 * year's figures as they stand today (the same computation as the member's own pages).
 */
export function CpdYearVerdict({ cpdYear }: { cpdYear: CpdYearFacts }) {
  const { t, locale } = useTranslation('events')
  const day = (value: string) => formatLongDate(`${value}T04:00:00Z`, locale)
  const hours = (value: number) => t('verify.hoursValue', { count: value, hours: formatHours(value) })
  return (
    <>
      <PageHero eyebrow={t('verify.cpdTitle')} title={cpdYear.met ? t('verify.cpdConfirmed') : t('verify.cpdNotMet')} />
      <PageSection id="cpd-year" title={cpdYear.name}>
        <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-slate-800">
          <dt className="font-semibold">{t('verify.name')}</dt>
          <dd>{cpdYear.name}</dd>
          {cpdYear.membershipId ? (
            <>
              <dt className="font-semibold">{t('verify.membershipId')}</dt>
              <dd>{cpdYear.membershipId}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('verify.cpdYear')}</dt>
          <dd>{t('verify.cpdYearDays', { year: cpdYear.year, from: day(cpdYear.from), to: day(cpdYear.to) })}</dd>
          <dt className="font-semibold">{t('verify.counted')}</dt>
          <dd data-testid="cpd-verify-counted">{hours(cpdYear.countedHours)}</dd>
          <dt className="font-semibold">{t('verify.target')}</dt>
          <dd data-testid="cpd-verify-target">{hours(cpdYear.target)}</dd>
          <dt className="font-semibold">{t('verify.met')}</dt>
          <dd data-testid="cpd-verify-met">{cpdYear.met ? t('verify.metYes') : t('verify.metNo')}</dd>
        </dl>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{t('verify.cpdAsOfToday')}</p>
      </PageSection>
    </>
  )
}
