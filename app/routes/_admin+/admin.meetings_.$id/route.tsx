import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { MeetingFields, type MeetingForm } from '#app/components/admin/meeting-fields.tsx'
import { CheckboxField, Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { adminMeetingAction, loadAdminMeetingPage } from './admin-meeting.server.ts'

/** Plain forms and links: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminMeetingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return adminMeetingAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.meetings'), { location, matches })

type Reply = SubmissionResult<string[]> & { intent?: string }

/** One general meeting for the secretariat (issue 35, item 2). */
export default function AdminMeetingPage() {
  const { meeting, started, notice, invitees, rsvpCounts, attendance, quorum, papers, elections, q, details, constraints } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  const { t, locale } = useTranslation('meetings')
  const isPending = useIsPending()
  const replyFor = (intent: string) => (reply?.intent === intent ? reply : undefined)
  const [noticeForm] = useForm<{ force: boolean }>({ id: 'notice', lastResult: replyFor('notice') })
  const [attendanceForm] = useForm<{ present: string[] }>({ id: 'attendance', lastResult: replyFor('attendance') })
  const [minutesForm, minutesFields] = useForm<{ minutes: string; minutesMs: string }>({
    id: 'minutes',
    lastResult: replyFor('minutes'),
    constraint: constraints.minutes,
    defaultValue: { minutes: meeting.minutes, minutesMs: meeting.minutesMs },
  })
  const [stepForm] = useForm<Record<string, never>>({ id: 'minutes-step', lastResult: replyFor('approve-minutes') ?? replyFor('publish-minutes') })
  const [detailsForm, detailsFields] = useForm<MeetingForm>({ id: 'details', lastResult: replyFor('details'), constraint: constraints.meeting, defaultValue: details })
  const [cancelForm] = useForm<Record<string, never>>({ id: 'cancel', lastResult: replyFor('cancel') })
  const open = !meeting.cancelledAt
  return (
    <AdminShell title={meeting.title}>
      <p className="-mt-4 mb-2 font-semibold text-brand-800">
        {t(`kind.${meeting.kind}`)} · {formatDateTime(meeting.startsAt, locale)}
      </p>
      {meeting.cancelledAt ? (
        <p className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900">{t('admin.isCancelled', { date: formatDateTime(meeting.cancelledAt, locale) })}</p>
      ) : null}
      <dl className="mb-6 grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
        {meeting.place ? (
          <>
            <dt className="font-medium">{t('page.place')}</dt>
            <dd className="whitespace-pre-line break-words">{meeting.place}</dd>
          </>
        ) : null}
        {meeting.onlineUrl ? (
          <>
            <dt className="font-medium">{t('page.online')}</dt>
            <dd className="break-all">{meeting.onlineUrl}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="notice-heading" className="card mb-6">
        <h2 id="notice-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.noticeHeading')}
        </h2>
        {notice.sentAt ? (
          <p className="mt-2 text-slate-800">
            {t('admin.noticeSent', { date: formatDateTime(notice.sentAt, locale), count: invitees.count, voting: invitees.voting })}{' '}
            {t('admin.noticeCounts', { sent: notice.sent, failed: notice.failed })}
          </p>
        ) : (
          <p className="mt-2 text-slate-800">{t('admin.noticeWillGo', { count: invitees.count, voting: invitees.voting })}</p>
        )}
        <p className="mt-2 text-sm text-slate-700">{t('admin.noticeDeadline', { days: notice.days, date: formatDateTime(notice.deadline, locale) })}</p>
        {open && !started ? (
          <Form method="post" {...getFormProps(noticeForm)} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
            <FormErrors id={noticeForm.errorId} errors={[...(noticeForm.errors ?? []), ...(noticeForm.allErrors.force ?? [])]} />
            <input type="hidden" name="intent" value="notice" />
            {notice.late && !notice.sentAt ? (
              <div className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
                <p className="font-semibold">{t('admin.noticeLateWarning', { days: notice.days })}</p>
                <CheckboxField className="mt-2" labelProps={{ children: t('admin.noticeForce') }} inputProps={{ name: 'force', id: 'notice-force' }} />
              </div>
            ) : null}
            <SubmitButton pending={isPending} className="btn-primary">
              {notice.sentAt ? t('admin.noticeResend') : t('admin.noticeSend')}
            </SubmitButton>
            {notice.sentAt ? <p className="text-sm text-slate-700">{t('admin.noticeResendHint')}</p> : null}
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="rsvp-heading" className="card mb-6">
        <h2 id="rsvp-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.rsvpHeading')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-slate-800">
          {(['attending', 'online', 'not-attending'] as const).map((answer) => (
            <li key={answer}>
              {t(`rsvp.${answer}`)}: <span className="font-semibold tabular-nums">{rsvpCounts[answer]}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="attendance-heading" className="card mb-6">
        <h2 id="attendance-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.attendanceHeading')}
        </h2>
        <p className={`mt-2 rounded-md border p-3 font-semibold ${quorum.reached ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-400 bg-amber-50 text-amber-950'}`} data-testid="quorum">
          {t('admin.quorum', { present: quorum.present, required: quorum.required })} {quorum.reached ? t('admin.quorumReached') : t('admin.quorumNotReached')}
        </p>
        <p className="mt-2 text-sm text-slate-700">{t('admin.quorumRule', { present: attendance.present })}</p>
        {invitees.final ? (
          <>
            <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
              <Field labelProps={{ children: t('admin.search') }} inputProps={{ name: 'q', type: 'search', defaultValue: q, id: 'attendance-q' }} className="min-w-0 flex-1 sm:max-w-sm" />
              <button type="submit" className="btn-secondary">
                {t('admin.searchButton')}
              </button>
            </Form>
            <Form method="post" {...getFormProps(attendanceForm)} className="mt-4 space-y-4">
              <FormErrors id={attendanceForm.errorId} errors={[...(attendanceForm.errors ?? []), ...(attendanceForm.allErrors.present ?? [])]} />
              <input type="hidden" name="intent" value="attendance" />
              {attendance.rows.length ? (
                <fieldset disabled={isPending || !open}>
                  <legend className="sr-only">{t('admin.attendanceLegend')}</legend>
                  <ul className="divide-y divide-slate-200">
                    {attendance.rows.map((row) => (
                      <li key={row.id} className="py-1">
                        <input type="hidden" name="listed" value={row.id} />
                        <CheckboxField
                          labelProps={{
                            children: (
                              <>
                                <span className="font-medium">{row.name}</span> <span className="text-slate-700">({row.membershipId || '—'})</span>
                                {row.voting ? null : <span className="text-slate-700"> · {t('admin.nonVoting')}</span>}
                                {row.rsvp ? <span className="text-slate-700"> · {t(`rsvp.${row.rsvp}`)}</span> : null}
                              </>
                            ),
                          }}
                          inputProps={{ name: 'present', value: row.id, id: `present-${row.id}`, defaultChecked: row.present }}
                        />
                      </li>
                    ))}
                  </ul>
                  {attendance.more ? <p className="mt-2 text-sm text-slate-700">{t('admin.attendanceMore', { count: attendance.more })}</p> : null}
                  <SubmitButton pending={isPending} className="btn-primary mt-4">
                    {t('admin.attendanceSave')}
                  </SubmitButton>
                </fieldset>
              ) : (
                <p className="text-slate-700">{t('admin.attendanceNone')}</p>
              )}
            </Form>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t('admin.attendanceAfterNotice')}</p>
        )}
      </section>

      <section aria-labelledby="minutes-heading" className="card mb-6">
        <h2 id="minutes-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.minutesHeading')}
        </h2>
        <p className="mt-2 font-medium text-slate-800">{t(`minutesState.${meeting.minutesState}`)}</p>
        {meeting.minutesApprovedAt ? <p className="mt-1 text-sm text-slate-700">{t('admin.minutesApprovedBy', { by: meeting.minutesApprovedBy, date: formatDateTime(meeting.minutesApprovedAt, locale) })}</p> : null}
        {meeting.minutesPublishedAt ? <p className="mt-1 text-sm text-slate-700">{t('admin.minutesPublishedOn', { date: formatDateTime(meeting.minutesPublishedAt, locale) })}</p> : null}
        {meeting.minutesState === 'none' || meeting.minutesState === 'draft' ? (
          <Form method="post" {...getFormProps(minutesForm)} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
            <FormErrors id={minutesForm.errorId} errors={minutesForm.errors} />
            <input type="hidden" name="intent" value="minutes" />
            <fieldset disabled={isPending} className="space-y-4">
              <TextareaField labelProps={{ children: t('admin.minutesEn') }} textareaProps={{ ...getTextareaProps(minutesFields.minutes), rows: 10 }} errors={minutesFields.minutes.errors} />
              <TextareaField labelProps={{ children: t('admin.minutesMs') }} textareaProps={{ ...getTextareaProps(minutesFields.minutesMs), rows: 10, lang: 'ms' }} errors={minutesFields.minutesMs.errors} />
              <SubmitButton pending={isPending} className="btn-secondary">
                {t('admin.minutesSave')}
              </SubmitButton>
            </fieldset>
          </Form>
        ) : (
          <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
            <p className="whitespace-pre-line break-words text-slate-800">{meeting.minutes}</p>
            {meeting.minutesMs ? (
              <p className="whitespace-pre-line break-words text-slate-800" lang="ms">
                {meeting.minutesMs}
              </p>
            ) : null}
          </div>
        )}
        {meeting.minutesState === 'draft' || meeting.minutesState === 'approved' ? (
          <Form method="post" {...getFormProps(stepForm)} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
            <FormErrors id={stepForm.errorId} errors={stepForm.errors} />
            <input type="hidden" name="intent" value={meeting.minutesState === 'draft' ? 'approve-minutes' : 'publish-minutes'} />
            <p className="text-sm text-slate-700">{meeting.minutesState === 'draft' ? t('admin.minutesApproveHint') : t('admin.minutesPublishHint')}</p>
            <SubmitButton pending={isPending} className="btn-primary">
              {meeting.minutesState === 'draft' ? t('admin.minutesApprove') : t('admin.minutesPublish')}
            </SubmitButton>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="papers-heading" className="card mb-6">
        <h2 id="papers-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.papersHeading')}
        </h2>
        {papers.length ? (
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {papers.map((paper) => (
              <li key={paper.id} className="break-words">
                {paper.title}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('admin.papersNone')}</p>
        )}
        <p className="mt-3">
          <Link to={governancePaths.meetingPapers(meeting.id)} className="btn-secondary">
            {t('admin.papersManage')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="elections-heading" className="card mb-6">
        <h2 id="elections-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.electionsHeading')}
        </h2>
        {elections.length ? (
          <ul className="mt-2 space-y-1">
            {elections.map((election) => (
              <li key={election.id}>
                <Link to={governancePaths.election(election.id)} className="link inline-flex min-h-11 items-center break-words">
                  {election.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('admin.electionsNone')}</p>
        )}
      </section>

      {open ? (
        <details className="card mb-6" open={replyFor('details') ? true : undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold text-slate-900">{t('admin.editHeading')}</summary>
          <Form method="post" {...getFormProps(detailsForm)} className="mt-4 space-y-4">
            <FormErrors id={detailsForm.errorId} errors={detailsForm.errors} />
            <input type="hidden" name="intent" value="details" />
            <fieldset disabled={isPending} className="space-y-4">
              <MeetingFields fields={detailsFields} />
              <SubmitButton pending={isPending} className="btn-primary">
                {t('admin.editSave')}
              </SubmitButton>
            </fieldset>
          </Form>
        </details>
      ) : null}

      {open ? (
        <section aria-labelledby="cancel-heading" className="card mb-6">
          <h2 id="cancel-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.cancelHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('admin.cancelHint')}</p>
          <Form method="post" {...getFormProps(cancelForm)} className="mt-3">
            <FormErrors id={cancelForm.errorId} errors={cancelForm.errors} />
            <input type="hidden" name="intent" value="cancel" />
            <SubmitButton pending={isPending} className="btn-danger">
              {t('admin.cancelButton')}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
      <p>
        <Link to={governancePaths.meetings} className="link inline-flex min-h-11 items-center">
          {t('admin.back')}
        </Link>
      </p>
    </AdminShell>
  )
}
