import { formatHours, hoursLabel, type CpdYearSummary } from '#app/domain/cpd-records.ts'

/** Approved hours this calendar year against the yearly requirement, pending hours apart, and per category. */
export function YearlyProgress({ summary }: { summary: CpdYearSummary }) {
  const percent = Math.min(100, Math.round((summary.approvedHours / summary.requirement) * 100))
  const text = `${formatHours(summary.approvedHours)} of ${summary.requirement} hours approved in ${summary.year}`
  return (
    <section aria-labelledby="yearly-heading" className="card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="yearly-heading" className="text-lg font-semibold text-slate-900">
          {`${summary.year} CPD Requirement`}
        </h2>
        <p className="text-sm text-slate-700">{`${summary.requirement} approved hours a year`}</p>
      </div>
      <p id="yearly-progress-label" className="mt-3 font-medium text-slate-900">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby="yearly-progress-label"
        aria-valuemin={0}
        aria-valuemax={summary.requirement}
        aria-valuenow={Math.min(summary.approvedHours, summary.requirement)}
        aria-valuetext={text}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {summary.met
          ? 'Requirement met for this year. Thank you for keeping your practice current.'
          : `${hoursLabel(summary.remainingHours)} still to go this year.`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {summary.pendingHours > 0
          ? `Pending review: ${hoursLabel(summary.pendingHours)} (not counted until approved).`
          : 'No hours waiting for review.'}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Approved hours by category</h3>
      {summary.byCategory.length ? (
        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {summary.byCategory.map((c) => (
            <li key={c.category} className="flex justify-between gap-4 border-b border-slate-100 py-1">
              <span className="text-slate-700">{c.category}</span>
              <span className="font-medium text-slate-900">{hoursLabel(c.hours)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No approved hours yet this year.</p>
      )}
    </section>
  )
}
