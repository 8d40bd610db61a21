import { eventPaths } from '#app/config/member-paths.ts'
import type { ReactNode } from 'react'
import { formatHours } from '#app/domain/cpd-records.ts'
import type { CpdProgress } from '#app/domain/cpd-rules.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { useHoursLabel } from './cpd-labels.tsx'

/**
 * The dashboard's one CPD card for the year (issue 20, domain/cpd-rules.ts): the hours that count
 * against the year's target (pro rata for a member who joined during it), the approved and pending
 * hours, and what counts and why, per category with its cap; the yearly certificate once the target
 * is met. One card, so the member never reads two totals that disagree once a cap bites.
 */
export function CpdYearCard({ progress, action }: { progress: CpdProgress; action?: ReactNode }) {
  const { t, locale } = useTranslation('events')
  const { t: tCpd } = useTranslation('cpd')
  const listLabel = useListLabel()
  const hoursLabel = useHoursLabel()
  const day = (value: string) => formatLongDate(`${value}T04:00:00Z`, locale)
  const percent = progress.target ? Math.min(100, Math.round((progress.countedHours / progress.target) * 100)) : 100
  const counted = t('progress.counted', { counted: formatHours(progress.countedHours), target: formatHours(progress.target) })
  const capped = progress.categories.filter((c) => c.cap !== null)
  return (
    <section aria-labelledby="yearly-heading" className="card">
      {/* The title, "Add CPD Entry" and the progress first: on a phone they are the first screen's task (issue 17). */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="yearly-heading" className="text-lg font-semibold text-slate-900">
          {t('progress.title', { year: progress.year })}
        </h2>
        {action}
      </div>
      <p id="yearly-progress-label" className="mt-3 font-medium text-slate-900">
        {counted}
      </p>
      <div
        role="progressbar"
        aria-labelledby="yearly-progress-label"
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={Math.min(progress.countedHours, progress.target)}
        aria-valuetext={counted}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{progress.met ? t('progress.met') : t('progress.remaining', { remaining: formatHours(progress.remainingHours) })}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t('progress.range', { first: day(progress.first), last: day(progress.last) })}.{' '}
        {progress.proRata ? t('progress.proRata', { target: formatHours(progress.target), months: progress.months }) : t('progress.target', { target: formatHours(progress.target) })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {tCpd('year.progress', { approved: formatHours(progress.approvedHours), requirement: formatHours(progress.target), year: progress.year })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{progress.pendingHours > 0 ? tCpd('year.pending', { hours: hoursLabel(progress.pendingHours) }) : tCpd('year.noPending')}</p>

      <h3 className="mt-4 text-sm font-semibold text-slate-900">{tCpd('year.byCategory')}</h3>
      {progress.approvedHours > 0 || capped.length ? (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('progress.why')}</caption>
          <thead>
            <tr className="text-left text-slate-700">
              <th scope="col" className="py-1">{t('progress.category')}</th>
              <th scope="col" className="py-1 text-right">{t('progress.approved')}</th>
              <th scope="col" className="py-1 text-right">{t('progress.countedHeading')}</th>
            </tr>
          </thead>
          <tbody>
            {progress.categories.map((c) => (
              <tr key={c.category} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal text-slate-800">{listLabel('cpdCategories', c.category)}</th>
                <td className="py-1 text-right text-slate-900">{hoursLabel(c.hours)}</td>
                <td className="py-1 text-right font-medium text-slate-900">{hoursLabel(c.counted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {progress.approvedHours > 0 ? null : <p className="mt-1 text-sm text-slate-700">{tCpd('year.noneApproved')}</p>}
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li>{t('progress.why')}</li>
        {capped.map((c) => (
          <li key={c.category}>
            {c.hours > c.cap!
              ? t('progress.capped', { category: listLabel('cpdCategories', c.category), cap: formatHours(c.cap!), hours: formatHours(c.hours), counted: formatHours(c.counted) })
              : t('progress.capRule', { category: listLabel('cpdCategories', c.category), cap: formatHours(c.cap!) })}
          </li>
        ))}
      </ul>
      {progress.met ? (
        <a href={eventPaths.cpdYearCertificate(progress.year)} className="btn-primary mt-4">
          {t('progress.certificate', { year: progress.year })}
        </a>
      ) : null}
    </section>
  )
}
