import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { hoursLeft, type BreachNotice } from '#app/domain/breaches.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { breachesAction, loadBreachesPage } from './breaches.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadBreachesPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return breachesAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(metaTranslation(matches, 'privacy').t('breaches.title'), { location, matches })

type Breach = ReturnType<typeof useLoaderData<typeof loader>>['breaches'][number]

/** The breach register (issue 21, item 4): what, when found, who is affected, and the 72-hour and 7-day notices. */
export default function BreachesPage() {
  const { breaches, at } = useLoaderData<typeof loader>()
  const { t } = useTranslation('privacy')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ summary: string; affected: string; foundAt: string }>({ id: 'breach', lastResult: useActionData<SubmissionResult<string[]>>() })
  return (
    <AdminShell title={t('breaches.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('breaches.intro')}</p>
      <p className="mb-6">
        <Link to={adminPaths.privacyRequests} className="link">
          {t('breaches.toRequests')}
        </Link>
      </p>
      <section aria-labelledby="breach-list-heading" className="card">
        <h2 id="breach-list-heading" className="text-lg font-semibold text-slate-900">
          {t('breaches.list')}
        </h2>
        {breaches.length === 0 ? <p className="mt-2 text-slate-700">{t('breaches.none')}</p> : null}
        <ul className="mt-4 space-y-4">
          {breaches.map((breach) => (
            <BreachItem key={breach.id} breach={breach} at={at} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="breach-record-heading" className="card mt-6">
        <h2 id="breach-record-heading" className="text-lg font-semibold text-slate-900">
          {t('breaches.record')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="record" />
          <fieldset disabled={isPending} className="space-y-4">
            <TextareaField labelProps={{ children: t('breaches.summary') }} textareaProps={{ ...getTextareaProps(fields.summary), rows: 4 }} errors={fields.summary.errors} />
            <TextareaField labelProps={{ children: t('breaches.affected') }} textareaProps={{ ...getTextareaProps(fields.affected), rows: 3 }} errors={fields.affected.errors} />
            <Field labelProps={{ children: t('breaches.foundAt') }} inputProps={getInputProps(fields.foundAt, { type: 'datetime-local' })} errors={fields.foundAt.errors} />
            <SubmitButton pending={isPending} className="btn-primary">
              {t('breaches.save')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>
    </AdminShell>
  )
}

function BreachItem({ breach, at }: { breach: Breach; at: string }) {
  const { t, locale } = useTranslation('privacy')
  const headingId = `breach-${breach.id}`
  return (
    <li className="rounded border border-slate-200 p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="whitespace-pre-line font-medium text-slate-900">
        {breach.summary}
      </h3>
      <p className="text-sm text-slate-700">{t('breaches.found', { date: formatDateTime(breach.foundAt, locale), by: breach.recordedBy })}</p>
      <p className="mt-1 whitespace-pre-line text-slate-800">{breach.affected}</p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        <Notice breach={breach} at={at} notice="commissioner" deadline={breach.commissionerBy} notifiedAt={breach.commissionerNotifiedAt} />
        <Notice breach={breach} at={at} notice="subjects" deadline={breach.subjectsBy} notifiedAt={breach.subjectsNotifiedAt} />
      </dl>
    </li>
  )
}

function Notice({ breach, at, notice, deadline, notifiedAt }: { breach: Breach; at: string; notice: BreachNotice; deadline: string; notifiedAt: string | null }) {
  const { t, locale } = useTranslation('privacy')
  const isPending = useIsPending()
  const left = hoursLeft(new Date(deadline), new Date(at))
  return (
    <div>
      <dt className="font-medium text-slate-900">{t(`breaches.${notice}`)}</dt>
      <dd className="text-sm text-slate-700">
        {t('breaches.due', { date: formatDateTime(deadline, locale) })} ·{' '}
        {notifiedAt ? (
          <strong className="text-slate-900">{t('breaches.notifiedOn', { date: formatDateTime(notifiedAt, locale) })}</strong>
        ) : (
          <>
            <strong className={left < 0 ? 'text-red-800' : left <= 24 ? 'text-amber-800' : 'text-slate-900'}>
              {left < 0 ? t('breaches.overdue', { count: -left }) : t('breaches.hoursLeft', { count: left })}
            </strong>
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="notified" />
              <input type="hidden" name="id" value={breach.id} />
              <input type="hidden" name="notice" value={notice} />
              <SubmitButton pending={isPending} className="btn-secondary">
                {t(notice === 'commissioner' ? 'breaches.markCommissioner' : 'breaches.markSubjects')}
              </SubmitButton>
            </Form>
          </>
        )}
      </dd>
    </div>
  )
}
