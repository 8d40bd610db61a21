import { formatHours } from '#app/domain/cpd-records.ts'
import { formatMonthYear } from '#app/domain/dates.ts'

export function StatCards({ approvedHours, entryCount, joinDate }: { approvedHours: number; entryCount: number; joinDate: string | null }) {
  const stats = [
    { label: 'CPD Hours', value: formatHours(approvedHours), note: 'Approved entries only' },
    { label: 'CPD Entries', value: String(entryCount), note: 'All statuses' },
    { label: 'Member Since', value: formatMonthYear(joinDate), note: null },
  ]
  return (
    <section aria-label="Your numbers">
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="card flex flex-col gap-1 !p-5">
            <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
            <dd className="order-first text-2xl font-bold text-slate-900" data-testid={`stat-${stat.label.toLowerCase().replace(/\s+/g, '-')}`}>
              {stat.value}
            </dd>
            {stat.note ? <dd className="text-xs text-slate-600">{stat.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
