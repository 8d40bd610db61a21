import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { useNothingTicked } from '#app/components/admin/bulk-selection.ts'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { eventAdminAction, loadEventAdminPage } from './event-admin.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadEventAdminPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return eventAdminAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('content.types.events.title'), { location, matches }, t('content.metaDescription'))
}

const PRESENT_FORM = 'mark-present'

/**
 * /admin/events/{id}: who registered, in order, with their status and code; ticked rows are marked
 * present together (the boxes join the form by their `form` attribute, so it works without JavaScript),
 * each present row can be un-marked and each registration cancelled (the waitlist moves up). Links to the CSV and the door's check-in.
 */
export default function EventAdminPage() {
  const { event, registrations: all } = useLoaderData<typeof loader>()
  // Visitors' seats and places on the waiting list still awaiting their e-mail confirmation are shown
  // apart (issue 30): neither is anyone's yet, and each lapses by itself at its time.
  const awaiting = (r: (typeof all)[number]) => r.status === 'held' || (r.status === 'waitlisted' && r.holdExpiresAt !== null)
  const held = all.filter(awaiting)
  const registrations = all.filter((r) => !awaiting(r))
  const failure = useActionData<typeof action>()
  const isPending = useIsPending()
  const nothingTicked = useNothingTicked(PRESENT_FORM, registrations)
  const { t, locale } = useTranslation('events')
  const count = (status: string) => registrations.filter((r) => r.status === status).length
  return (
    <AdminShell title={t('admin.title', { title: event.title })}>
      <p className="-mt-4 mb-2 text-slate-700">{event.when}</p>
      <p className="mb-4 text-slate-700">
        {t('admin.summary', { confirmed: count('confirmed'), capacity: event.capacity, waitlisted: count('waitlisted'), attended: registrations.filter((r) => r.attendedAt).length })}
      </p>
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to={adminPaths.contentItem.list('events')} className="btn-secondary">
          {t('admin.back')}
        </Link>
        <a href={adminPaths.eventCsv(event.id)} className="btn-secondary">
          {t('admin.csv')}
        </a>
        <Link to={adminPaths.eventCheckIn(event.id)} className="btn-primary">
          {t('admin.checkIn')}
        </Link>
      </div>
      <FormErrors errors={failure && 'message' in failure ? [failure.message] : null} />
      {held.length ? (
        <section aria-labelledby="held-heading" className="card mb-6">
          <h2 id="held-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.heldHeading', { count: held.length })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('admin.heldIntro')}</p>
          <ul className="mt-3 divide-y divide-slate-200">
            {held.map((r) => (
              <li key={r.id} className="py-2 text-slate-800">
                <span className="font-medium text-slate-900">{r.name}</span> <span className="wrap-anywhere">{r.email}</span>
                {r.seatNumber ? ` (${r.seatNumber})` : ''} ·{' '}
                {t(r.status === 'held' ? 'admin.heldUntil' : 'admin.waitlistKeptUntil', { time: r.holdExpiresAt ? formatDateTime(r.holdExpiresAt, locale) : '' })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {registrations.length ? (
        <>
          <Form method="post" id={PRESENT_FORM} className="mb-4">
            <input type="hidden" name="intent" value="present" />
            <button type="submit" className="btn-primary" disabled={isPending || nothingTicked}>
              {t('admin.markPresent')}
            </button>
          </Form>
          <DataTable
            caption={t('admin.listCaption')}
            minWidthClass="sm:min-w-[48rem]"
            columns={[
              { label: t('admin.present') },
              { label: t('admin.name') },
              { label: t('admin.email') },
              { label: t('admin.phone') },
              { label: t('admin.member') },
              { label: t('admin.status') },
              { label: t('admin.code') },
            ]}
          >
            {registrations.map((r) => (
              <tr key={r.id} className="border-b border-slate-200 align-top">
                <td data-label={t('admin.present')} className="py-2 pr-4">
                  {r.attendedAt ? (
                    <Form method="post" className="inline">
                      <input type="hidden" name="intent" value="unmark" />
                      <input type="hidden" name="registrationId" value={r.id} />
                      <span className="mr-2 font-semibold text-brand-800">✓ {t('status.attended')}</span>
                      <button type="submit" className="link-tap text-sm" disabled={isPending}>
                        {t('admin.unmark')}
                        <span className="sr-only">{t('admin.unmarkFor', { name: r.name })}</span>
                      </button>
                    </Form>
                  ) : r.status === 'confirmed' ? (
                    // A 44 px target around the 20 px box (issue 17): at the door, a thumb ticks it.
                    <label className="-my-2.5 inline-flex h-11 w-11 cursor-pointer items-center justify-center align-middle sm:-ml-3">
                      <input type="checkbox" name="registrationIds" value={r.id} form={PRESENT_FORM} aria-label={`${t('admin.present')}: ${r.name}`} className="h-5 w-5" />
                    </label>
                  ) : null}
                </td>
                <td className="py-2 pr-4 font-medium text-slate-900">{r.name}</td>
                <td data-label={t('admin.email')} className="py-2 pr-4 text-slate-800 wrap-anywhere sm:min-w-48">
                  {r.email}
                </td>
                <td data-label={t('admin.phone')} className="py-2 pr-4 text-slate-800 sm:whitespace-nowrap">
                  {r.phone}
                </td>
                <td data-label={t('admin.member')} className="py-2 pr-4 text-slate-800">
                  {r.membershipId || t('admin.guest')}
                </td>
                <td data-label={t('admin.status')} className="py-2 pr-4 text-slate-800">
                  {t(`status.${r.status}`)}
                  {r.seatNumber ? ` (${r.seatNumber})` : ''}
                  {r.status !== 'cancelled' ? (
                    // A plain form to its own address: a full POST with or without JavaScript, back here with a toast.
                    <form method="post" action={adminPaths.eventRegistrationCancel(event.id, r.id)}>
                      <button type="submit" className="link-tap text-left text-sm text-red-800" disabled={isPending}>
                        {t('admin.cancel')}
                        <span className="sr-only">{t('admin.cancelFor', { name: r.name })}</span>
                      </button>
                    </form>
                  ) : null}
                </td>
                <td data-label={t('admin.code')} className="py-2 font-mono text-slate-800">
                  {r.checkInCode}
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      ) : (
        <p className="text-slate-700">{t('admin.none')}</p>
      )}
    </AdminShell>
  )
}
