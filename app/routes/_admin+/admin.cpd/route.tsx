import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { useNothingTicked } from '#app/components/admin/bulk-selection.ts'
import { FormErrors } from '#app/components/form-errors.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useHoursLabel } from '#app/components/cpd/cpd-labels.tsx'
import { formatDate } from '#app/domain/dates.ts'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { REVIEW_NOTE_MAX_LENGTH } from '#app/validation/admin-form-limits.ts'
import { cpdReviewAction, loadAdminCpdPage } from './cpd-review.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminCpdPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return cpdReviewAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('cpd.title'), { location, matches }, t('cpd.metaDescription'))
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>['entries'][number]

const BULK_FORM_ID = 'cpd-bulk-review'
const noteClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600'

/**
 * /admin/cpd: the entries waiting for review, oldest first. Each row approves or rejects its entry,
 * with an optional note; ticked rows are reviewed together by "Approve selected" / "Reject selected"
 * (the boxes belong to that form through their `form` attribute, so it works without JavaScript).
 */
export default function AdminCpdPage() {
  const { entries, total } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction === adminPaths.cpd
  const nothingTicked = useNothingTicked(BULK_FORM_ID, entries)
  const { t } = useTranslation('admin')

  return (
    <AdminShell title={t('cpd.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('cpd.intro')}</p>
      <FormErrors errors={failure ? [failure.message] : null} />

      {entries.length ? (
        <>
          <Form
            method="post"
            action={adminPaths.cpd}
            id={BULK_FORM_ID}
            aria-labelledby="bulk-review-heading"
            className="card my-6 space-y-3"
          >
            <h2 id="bulk-review-heading" className="text-lg font-semibold text-slate-900">
              {t('cpd.bulkHeading')}
            </h2>
            <p className="text-sm text-slate-700">{t('cpd.bulkHint')}</p>
            <NoteField id="bulk-note" label={t('cpd.bulkNote')} />
            <div className="flex flex-wrap gap-2">
              <DecisionButton status="approved" disabled={busy || nothingTicked}>
                {t('cpd.approveSelected')}
              </DecisionButton>
              <DecisionButton status="rejected" disabled={busy || nothingTicked}>
                {t('cpd.rejectSelected')}
              </DecisionButton>
            </div>
          </Form>

          <section aria-labelledby="pending-heading">
            <h2 id="pending-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {t('cpd.waiting', { count: total })}
              {total > entries.length ? t('cpd.oldestShown', { count: entries.length }) : ''}
            </h2>
            <ul className="space-y-4" aria-label={t('cpd.listLabel')}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryCard entry={entry} busy={busy} />
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="card mt-4 text-slate-700">{t('cpd.none')}</p>
      )}
    </AdminShell>
  )
}

function NoteField({ id, label }: { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea id={id} name="note" rows={2} maxLength={REVIEW_NOTE_MAX_LENGTH} className={noteClass} />
    </div>
  )
}

function DecisionButton({ status, disabled, children }: { status: 'approved' | 'rejected'; disabled: boolean; children: ReactNode }) {
  return (
    <button type="submit" name="status" value={status} disabled={disabled} className={status === 'approved' ? 'btn-primary' : 'btn-danger'}>
      {children}
    </button>
  )
}

function EntryCard({ entry, busy }: { entry: Entry; busy: boolean }) {
  const headingId = `entry-${entry.id}-title`
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const hoursLabel = useHoursLabel()
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        {/* A 44 px target around the 20 px box (issue 17); its words are the sr-only label below. */}
        <label className="-mx-3 -mt-1.5 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            id={`select-${entry.id}`}
            name="entryIds"
            value={entry.id}
            form={BULK_FORM_ID}
            className="h-5 w-5 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
          />
        </label>
        {/* The version this page shows, so that a ticked entry the member changed since is not approved unseen. */}
        <input type="hidden" name="expectedUpdatedAt" value={`${entry.id}@${entry.updatedAt}`} form={BULK_FORM_ID} />
        <div className="min-w-0 flex-1">
          <label htmlFor={`select-${entry.id}`} className="sr-only">
            {t('cpd.select', { title: entry.title })}
          </label>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {entry.title}
          </h3>
          <p className="text-sm text-slate-700">
            {entry.member ? `${entry.member.name} · ${entry.member.membershipId}` : t('cpd.memberGone')}
          </p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Detail term={t('cpd.provider')}>{entry.provider}</Detail>
            <Detail term={t('cpd.category')}>{listLabel('cpdCategories', entry.category)}</Detail>
            <Detail term={t('cpd.hours')}>{hoursLabel(entry.hours)}</Detail>
            <Detail term={t('cpd.date')}>{formatDate(entry.date, locale)}</Detail>
            <Detail term={t('cpd.added')}>{formatDate(entry.createdAt, locale)}</Detail>
            <Detail term={t('cpd.certificate')}>
              {entry.certificateUrl ? (
                <a href={entry.certificateUrl} className="link" target="_blank" rel="noopener noreferrer nofollow">
                  {t('cpd.viewCertificate')}
                  <span className="sr-only">{t('cpd.certificateSr', { title: entry.title })}</span>
                </a>
              ) : (
                t('cpd.noCertificate')
              )}
            </Detail>
            {entry.evidence ? (
              <Detail term={t('cpd.evidence')}>
                <a href={entry.evidence.url} className="link">
                  {t('cpd.downloadEvidence')}
                  <span className="sr-only"> ({entry.title})</span>
                </a>
              </Detail>
            ) : null}
          </dl>
          {entry.description ? <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{entry.description}</p> : null}
          <Form method="post" action={adminPaths.cpd} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
            <input type="hidden" name="entryIds" value={entry.id} />
            <input type="hidden" name="expectedUpdatedAt" value={entry.updatedAt} />
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-800">{t('cpd.addNote')}</summary>
              <div className="mt-2">
                <NoteField id={`note-${entry.id}`} label={t('cpd.noteOn', { title: entry.title })} />
              </div>
            </details>
            <div className="flex flex-wrap gap-2">
              <DecisionButton status="approved" disabled={busy}>
                {t('cpd.approve')}
                <span className="sr-only"> {entry.title}</span>
              </DecisionButton>
              <DecisionButton status="rejected" disabled={busy}>
                {t('cpd.reject')}
                <span className="sr-only"> {entry.title}</span>
              </DecisionButton>
            </div>
          </Form>
        </div>
      </div>
    </article>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  )
}
