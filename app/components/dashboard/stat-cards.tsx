import { formatHours } from '#app/domain/cpd-records.ts'
import { formatMonthYear } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export function StatCards({ approvedHours, entryCount, joinDate }: { approvedHours: number; entryCount: number; joinDate: string | null }) {
  const { t, locale } = useTranslation('dashboard')
  // `id` names each figure for tests and scripts, whatever the language.
  const stats = [
    { id: 'cpd-hours', label: t('stats.hours'), value: formatHours(approvedHours), note: t('stats.hoursNote') },
    { id: 'cpd-entries', label: t('stats.entries'), value: String(entryCount), note: t('stats.entriesNote') },
    { id: 'member-since', label: t('stats.memberSince'), value: formatMonthYear(joinDate, locale), note: null },
  ]
  return (
    <section aria-label={t('stats.label')}>
      {/* Three across even on a phone: compact figures, so that they never push the CPD year down a screen. */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {stats.map((stat) => (
          <div key={stat.id} className="card flex flex-col gap-1 !p-3 sm:!p-5">
            <dt className="text-xs font-medium text-slate-700 sm:text-sm">{stat.label}</dt>
            <dd className="order-first text-xl font-bold text-slate-900 sm:text-2xl" data-testid={`stat-${stat.id}`}>
              {stat.value}
            </dd>
            {stat.note ? <dd className="text-xs text-slate-600">{stat.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
