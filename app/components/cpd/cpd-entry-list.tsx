import { formatDate } from '#app/domain/dates.ts'
import type { CpdEntryView } from '#app/domain/cpd-records.ts'
import { useListLabel, useTranslation, type TFunction } from '#app/utils/i18n.ts'
import type { Locale } from '#app/domain/locale.ts'
import { StatusBadge, useHoursLabel } from './cpd-labels.tsx'
import { CpdDialogLink } from './cpd-dialogs.tsx'
import { cpdPaths } from '#app/config/member-paths.ts'
import { EventEntryNote } from '#app/components/events/event-entry-note.tsx'

/**
 * The member's entries, newest date first (the loader's order), each with its edit and delete controls.
 * The labels are looked up once for the list, not in each row (issue 31: up to 50 rows a page).
 */
export function CpdEntryList({ entries }: { entries: CpdEntryView[] }) {
  const { t, locale } = useTranslation('cpd')
  const listLabel = useListLabel()
  const hoursLabel = useHoursLabel()
  if (!entries.length) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('empty')}</p>
  }
  const labels: RowLabels = { t, locale, listLabel, hoursLabel }
  return (
    <ul className="space-y-4" aria-label={t('listLabel')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <CpdEntryItem entry={entry} labels={labels} />
        </li>
      ))}
    </ul>
  )
}

interface RowLabels {
  t: TFunction<'cpd'>
  locale: Locale
  listLabel: ReturnType<typeof useListLabel>
  hoursLabel: ReturnType<typeof useHoursLabel>
}

function CpdEntryItem({ entry, labels: { t, locale, listLabel, hoursLabel } }: { entry: CpdEntryView; labels: RowLabels }) {
  const headingId = `cpd-item-${entry.id}-heading`
  return (
    <article aria-labelledby={headingId} className="cpd-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {entry.title}
        </h3>
        <StatusBadge status={entry.status} label={listLabel('cpdStatuses', entry.status)} />
      </div>
      <dl className="cpd-facts">
        <div>
          <dt>{t('fields.provider')}</dt>
          <dd>{entry.provider}</dd>
        </div>
        <div>
          <dt>{t('fields.category')}</dt>
          <dd>{listLabel('cpdCategories', entry.category)}</dd>
        </div>
        <div>
          <dt>{t('fields.hours')}</dt>
          <dd>{hoursLabel(entry.hours)}</dd>
        </div>
        <div>
          <dt>{t('fields.date')}</dt>
          <dd>{formatDate(entry.date, locale)}</dd>
        </div>
      </dl>
      {entry.description ? <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700">{entry.description}</p> : null}
      {entry.reviewNote ? (
        <div className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          <p className="font-semibold">{t('item.reviewNote')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{entry.reviewNote}</p>
        </div>
      ) : null}
      {entry.evidence ? (
        <p className="mt-3 text-sm">
          <span className="mr-2 inline-block rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">{t('evidence.attached')}</span>
          <a href={entry.evidence.url} className="link">
            {t('evidence.download', { name: entry.evidence.name || t('evidence.file') })}
            <span className="sr-only"> ({entry.title})</span>
          </a>
        </p>
      ) : null}
      {entry.certificateUrl ? (
        <p className="mt-3 text-sm">
          <a href={entry.certificateUrl} target="_blank" rel="noopener noreferrer" className="link">
            {t('item.viewCertificate')}
            <span className="sr-only">{t('item.certificateSr', { title: entry.title })}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      ) : null}
      {entry.eventId ? (
        <EventEntryNote entryId={entry.id} title={entry.title} code={entry.certificateCode} />
      ) : (
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <CpdDialogLink to={cpdPaths.edit(entry.id)} dialog={{ kind: 'entry', entry }} className="btn-secondary !px-3 !py-1.5">
          {t('item.edit')}
          <span className="sr-only">{` ${entry.title}`}</span>
        </CpdDialogLink>
        <CpdDialogLink
          to={cpdPaths.delete(entry.id)}
          dialog={{ kind: 'delete', entry }}
          className="btn !border !border-red-700 !px-3 !py-1.5 text-red-800 hover:bg-red-50"
        >
          {t('item.delete')}
          <span className="sr-only">{` ${entry.title}`}</span>
        </CpdDialogLink>
      </div>
      )}
    </article>
  )
}
