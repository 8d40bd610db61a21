import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { ErrorList, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { CPD_AUDIT_DECISIONS } from '#app/domain/cpd-audit.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { auditCaseAction, loadAuditCasePage } from './audit-case.server.ts'

/** Plain forms and links: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadAuditCasePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return auditCaseAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.cpdAudits'), { location, matches })

/** One CPD audit case (issue 36, item 5): what the member sent, and the reviewer's outcome. */
export default function CpdAuditCasePage() {
  const { auditCase: c } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('cpd-audit')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ decision: string; note: string }>({ id: 'outcome', lastResult: useActionData<typeof action>() })
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const declaration = c.renewal?.declaration ?? null
  const yesNo = (value: boolean, reason: string) => (value ? t('admin.yes') : `${t('admin.no')}${reason ? `: ${reason}` : ''}`)
  const decisionError = fields.decision.errors?.length ? 'decision-error' : undefined
  return (
    <AdminShell title={`${t('admin.caseTitle')}: ${c.name || c.id}`}>
      <dl className="card mb-6 grid max-w-3xl gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">{t('admin.member')}</dt>
        <dd className="break-words">
          {c.name} {c.membershipId}
        </dd>
        <dt className="font-semibold text-slate-700">{t('admin.month')}</dt>
        <dd>{c.month}</dd>
        <dt className="font-semibold text-slate-700">{t('admin.status')}</dt>
        <dd data-testid="case-status">
          {t(`status.${c.status}`)}
          {c.overdue ? <strong className="ml-1 text-red-800">({t('admin.overdue')})</strong> : null}
        </dd>
        <dt className="font-semibold text-slate-700">{t('admin.deadline')}</dt>
        <dd>{day(c.deadline)}</dd>
      </dl>
      {c.cpd ? <p className="mb-4 text-sm text-slate-800">{t('admin.hours', { year: c.cpd.year, counted: c.cpd.countedHours, target: c.cpd.targetHours })}</p> : null}
      <section aria-labelledby="evidence-heading" className="mb-6">
        <h2 id="evidence-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.evidence')}
        </h2>
        {c.evidence.length ? (
          <ul className="mt-2 space-y-1">
            {c.evidence.map((file) => (
              <li key={file.id}>
                <a href={file.url} className="link inline-flex min-h-11 items-center break-all">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t('admin.noEvidence')}</p>
        )}
      </section>
      <section aria-labelledby="declaration-heading" className="mb-6 max-w-3xl">
        <h2 id="declaration-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.declaration')}
        </h2>
        {declaration ? (
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{t('admin.declCpd')}</dt>
            <dd className="break-words">{yesNo(declaration.cpdTargetMet, declaration.cpdReason)}</dd>
            <dt className="font-semibold text-slate-700">{t('admin.declCredentials')}</dt>
            <dd className="break-words">{yesNo(declaration.credentialsCurrent, declaration.credentialsReason)}</dd>
            <dt className="font-semibold text-slate-700">{t('admin.declHours')}</dt>
            <dd>{t('admin.hours', { year: declaration.cpdYear, counted: declaration.countedHours, target: declaration.targetHours })}</dd>
            <dt className="font-semibold text-slate-700">{t('admin.declCover')}</dt>
            <dd>{declaration.coverConfirmed ? t('admin.yes') : t('admin.no')}</dd>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-amber-900">{t('admin.noDeclaration')}</p>
        )}
      </section>
      <section aria-labelledby="outcome-heading" className="card max-w-3xl">
        <h2 id="outcome-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.outcomeHeading')}
        </h2>
        {c.final ? (
          <p className="mt-2 text-slate-800">{t('admin.decided', { date: day(c.outcomeOn), outcome: t(`status.${c.status}`) })}</p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <fieldset disabled={isPending} className="space-y-4">
              <fieldset aria-describedby={decisionError}>
                <legend className="text-sm font-semibold text-slate-900">{t('admin.decision')}</legend>
                {CPD_AUDIT_DECISIONS.map((decision) => (
                  <label key={decision} className="flex min-h-11 cursor-pointer items-center gap-2 text-slate-900">
                    <input type="radio" name="decision" value={decision} required className="h-5 w-5 text-brand-700 focus:ring-brand-600" />
                    {t(`admin.decisions.${decision}`)}
                  </label>
                ))}
                <ErrorList id={decisionError} errors={fields.decision.errors} />
              </fieldset>
              <TextareaField labelProps={{ children: t('admin.note') }} textareaProps={{ ...getTextareaProps(fields.note), rows: 3, maxLength: 2000 }} errors={fields.note.errors} />
              <SubmitButton pending={isPending} className="btn-primary">
                {t('admin.record')}
              </SubmitButton>
            </fieldset>
          </Form>
        )}
      </section>
      <p className="mt-6">
        <Link to={cpdAuditPaths.auditsOf(c.month)} className="link inline-flex min-h-11 items-center">
          {t('admin.back')}
        </Link>
      </p>
    </AdminShell>
  )
}
