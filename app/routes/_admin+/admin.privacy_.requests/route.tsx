import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { daysLeftToAnswer } from '#app/domain/data-requests.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import type { DataRequestAnswerInput } from '#app/validation/data-request.ts'
import { answerPrivacyRequestAction, loadPrivacyRequestsPage } from './privacy-requests.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadPrivacyRequestsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return answerPrivacyRequestAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(metaTranslation(matches, 'privacy').t('requests.title'), { location, matches })

type Queue = ReturnType<typeof useLoaderData<typeof loader>>
type QueuedRequest = Queue['open'][number]

/** Members' requests about their data (issue 21, item 4): the 21-day clock of each, and marking one done with a note. */
export default function PrivacyRequestsPage() {
  const { open, done, today } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('privacy')
  return (
    <AdminShell title={t('requests.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('requests.intro')}</p>
      <p className="mb-6">
        <Link to={adminPaths.privacy} className="link">
          {t('requests.toNotice')}
        </Link>
        {' · '}
        <Link to={adminPaths.privacyBreaches} className="link">
          {t('requests.toBreaches')}
        </Link>
      </p>
      <section aria-labelledby="requests-open-heading" className="card">
        <h2 id="requests-open-heading" className="text-lg font-semibold text-slate-900">
          {t('requests.open', { count: open.length })}
        </h2>
        {open.length === 0 ? <p className="mt-2 text-slate-700">{t('requests.noneOpen')}</p> : null}
        <ul className="mt-4 space-y-4">
          {open.map((request) => (
            <OpenRequest key={request.id} request={request} today={today} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="requests-done-heading" className="card mt-6">
        <h2 id="requests-done-heading" className="text-lg font-semibold text-slate-900">
          {t('requests.done')}
        </h2>
        {done.length === 0 ? <p className="mt-2 text-slate-700">{t('requests.noneDone')}</p> : null}
        <ul className="mt-4 space-y-3">
          {done.map((request) => (
            <li key={request.id} className="border-b border-slate-200 pb-3">
              <p className="font-medium text-slate-900">
                {request.member?.name ?? t('requests.unknownMember')} · {t(`myData.request.kinds.${request.kind}`)}
              </p>
              <p className="whitespace-pre-line text-slate-700">{request.message}</p>
              <p className="text-sm text-slate-700">{t('requests.answered', { date: formatDate(request.answeredAt, locale), note: request.note })}</p>
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  )
}

function OpenRequest({ request, today }: { request: QueuedRequest; today: string }) {
  const { t, locale } = useTranslation('privacy')
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  // Only the row that was sent shows the server's answer.
  const mine = lastResult?.initialValue?.id === request.id ? lastResult : undefined
  const [form, fields] = useForm<DataRequestAnswerInput & { id: string }>({ id: `answer-${request.id}`, lastResult: mine })
  const daysLeft = daysLeftToAnswer(new Date(request.createdAt), new Date(today))
  return (
    <li className="rounded border border-slate-200 p-4">
      <p className="font-medium text-slate-900">
        {request.member ? `${request.member.name} (${request.member.membershipId || request.member.email})` : t('requests.unknownMember')} ·{' '}
        {t(`myData.request.kinds.${request.kind}`)}
      </p>
      <p className="text-sm text-slate-700">
        {t('requests.sent', { date: formatDate(request.createdAt, locale) })} · {t('requests.due', { date: formatDate(request.dueAt, locale) })} ·{' '}
        <strong className={daysLeft < 0 ? 'text-red-800' : daysLeft <= 5 ? 'text-amber-800' : 'text-slate-900'}>
          {daysLeft < 0 ? t('requests.overdue', { count: -daysLeft }) : t('requests.daysLeft', { count: daysLeft })}
        </strong>
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{request.message}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="id" value={request.id} />
        <TextareaField
          labelProps={{ children: t('requests.note') }}
          textareaProps={{ ...getTextareaProps(fields.note), rows: 2 }}
          errors={fields.note.errors}
        />
        <SubmitButton pending={isPending} className="btn-primary">
          {t('requests.markDone')}
        </SubmitButton>
      </Form>
    </li>
  )
}
