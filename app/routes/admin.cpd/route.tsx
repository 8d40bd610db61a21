import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { hoursLabel } from '#app/domain/cpd-records.ts'
import { formatDate } from '#app/domain/dates.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CPD_REVIEW_CONSTRAINT } from '#app/validation/admin-form-constraints.ts'
import { cpdReviewAction, loadAdminCpdPage } from './cpd-review.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminCpdPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return cpdReviewAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('CPD Review', { location, matches }, "Approve or reject members' CPD entries.")

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

  return (
    <AdminShell title="CPD Review">
      <p className="mb-6 max-w-3xl text-slate-700">
        Entries count towards a member's CPD hours once approved. A note is optional; the member sees it beside the entry on their
        dashboard, so please keep it kind and specific, especially when rejecting.
      </p>
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
              Review the selected entries
            </h2>
            <p className="text-sm text-slate-700">Tick the entries below, then approve or reject them together.</p>
            <NoteField id="bulk-note" label="Note to the members (optional)" />
            <div className="flex flex-wrap gap-2">
              <DecisionButton status="approved" disabled={busy}>
                Approve selected
              </DecisionButton>
              <DecisionButton status="rejected" disabled={busy}>
                Reject selected
              </DecisionButton>
            </div>
          </Form>

          <section aria-labelledby="pending-heading">
            <h2 id="pending-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {total === 1 ? '1 entry waiting for review' : `${total} entries waiting for review`}
              {total > entries.length ? `, the oldest ${entries.length} shown` : ''}
            </h2>
            <ul className="space-y-4" aria-label="CPD entries waiting for review">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryCard entry={entry} busy={busy} />
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="card mt-4 text-slate-700">No CPD entries are waiting for review. New entries appear here as members add them.</p>
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
      <textarea id={id} name="note" rows={2} maxLength={CPD_REVIEW_CONSTRAINT.note.maxLength} className={noteClass} />
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
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={`select-${entry.id}`}
          name="entryIds"
          value={entry.id}
          form={BULK_FORM_ID}
          className="mt-1.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        {/* The version this page shows, so that a ticked entry the member changed since is not approved unseen. */}
        <input type="hidden" name="expectedUpdatedAt" value={`${entry.id}@${entry.updatedAt}`} form={BULK_FORM_ID} />
        <div className="min-w-0 flex-1">
          <label htmlFor={`select-${entry.id}`} className="sr-only">
            Select {entry.title}
          </label>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {entry.title}
          </h3>
          <p className="text-sm text-slate-700">
            {entry.member ? `${entry.member.name} · ${entry.member.membershipId}` : 'A member account that no longer exists'}
          </p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Detail term="Provider">{entry.provider}</Detail>
            <Detail term="Category">{entry.category}</Detail>
            <Detail term="Hours">{hoursLabel(entry.hours)}</Detail>
            <Detail term="Date">{formatDate(entry.date)}</Detail>
            <Detail term="Added">{formatDate(entry.createdAt)}</Detail>
            <Detail term="Certificate">
              {entry.certificateUrl ? (
                <a href={entry.certificateUrl} className="link" target="_blank" rel="noopener noreferrer nofollow">
                  View certificate<span className="sr-only"> for {entry.title} (opens in a new tab)</span>
                </a>
              ) : (
                'None given'
              )}
            </Detail>
          </dl>
          {entry.description ? <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{entry.description}</p> : null}
          <Form method="post" action={adminPaths.cpd} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
            <input type="hidden" name="entryIds" value={entry.id} />
            <input type="hidden" name="expectedUpdatedAt" value={entry.updatedAt} />
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-800">Add a note for the member</summary>
              <div className="mt-2">
                <NoteField id={`note-${entry.id}`} label={`Note on ${entry.title} (optional)`} />
              </div>
            </details>
            <div className="flex flex-wrap gap-2">
              <DecisionButton status="approved" disabled={busy}>
                Approve<span className="sr-only"> {entry.title}</span>
              </DecisionButton>
              <DecisionButton status="rejected" disabled={busy}>
                Reject<span className="sr-only"> {entry.title}</span>
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
