import { eventPaths, membershipPaths } from '#app/config/member-paths.ts'

import { useTranslation } from '#app/utils/i18n.ts'

/** In place of "Edit" and "Delete" on the entry an attended event credited: why it is read-only, and its certificate. */
export function EventEntryNote({ entryId, title, code }: { entryId: string; title: string; code?: string }) {
  const { t } = useTranslation('events')
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-700">{t('entry.fromEvent')}</p>
      {/* A plain link: the PDF is a download, and a JavaScript navigation would try to render it. */}
      <a href={eventPaths.attendanceCertificate(entryId)} className="btn-secondary !px-3 !py-1.5">
        {t('entry.certificate')}
        <span className="sr-only"> {title}</span>
      </a>
      {code ? (
        <a href={membershipPaths.verify(code)} className="link">
          {t('entry.verify')}
          <span className="sr-only"> {title}</span>
        </a>
      ) : null}
    </div>
  )
}
