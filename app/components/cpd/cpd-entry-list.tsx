import { formatDate } from '#app/domain/dates.ts'
import { hoursLabel, type CpdEntryView } from '#app/domain/cpd-records.ts'
import { CpdDialogLink } from './cpd-dialogs.tsx'
import { CpdStatusBadge } from './cpd-status.tsx'
import { cpdPaths } from '#app/config/paths.ts'

export const CPD_EMPTY_MESSAGE = 'No CPD entries yet. Add your first entry to get started!'

/** The member's entries, newest date first (the loader's order), each with its edit and delete controls. */
export function CpdEntryList({ entries }: { entries: CpdEntryView[] }) {
  if (!entries.length) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{CPD_EMPTY_MESSAGE}</p>
  }
  return (
    <ul className="space-y-4" aria-label="CPD entries">
      {entries.map((entry) => (
        <li key={entry.id}>
          <CpdEntryItem entry={entry} />
        </li>
      ))}
    </ul>
  )
}

function CpdEntryItem({ entry }: { entry: CpdEntryView }) {
  const headingId = `cpd-item-${entry.id}-heading`
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {entry.title}
        </h3>
        <CpdStatusBadge status={entry.status} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Provider</dt>
          <dd className="break-words text-slate-900">{entry.provider}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Category</dt>
          <dd className="text-slate-900">{entry.category}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Hours</dt>
          <dd className="text-slate-900">{hoursLabel(entry.hours)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Date</dt>
          <dd className="text-slate-900">{formatDate(entry.date)}</dd>
        </div>
      </dl>
      {entry.description ? <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700">{entry.description}</p> : null}
      {entry.reviewNote ? (
        <div className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          <p className="font-semibold">Reviewer&apos;s note</p>
          <p className="mt-1 whitespace-pre-line break-words">{entry.reviewNote}</p>
        </div>
      ) : null}
      {entry.certificateUrl ? (
        <p className="mt-3 text-sm">
          <a href={entry.certificateUrl} target="_blank" rel="noopener noreferrer" className="link">
            View certificate<span className="sr-only"> for {entry.title} (opens in a new tab)</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <CpdDialogLink to={cpdPaths.edit(entry.id)} dialog={{ kind: 'entry', entry }} className="btn-secondary !px-3 !py-1.5">
          Edit<span className="sr-only"> {entry.title}</span>
        </CpdDialogLink>
        <CpdDialogLink
          to={cpdPaths.delete(entry.id)}
          dialog={{ kind: 'delete', entry }}
          className="btn !border !border-red-700 !px-3 !py-1.5 text-red-800 hover:bg-red-50"
        >
          Delete<span className="sr-only"> {entry.title}</span>
        </CpdDialogLink>
      </div>
    </article>
  )
}
