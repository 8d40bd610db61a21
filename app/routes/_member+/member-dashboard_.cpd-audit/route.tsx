import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { cpdAuditAction, loadCpdAuditPage } from './cpd-audit.server.ts'

/** Not hydrated: plain forms (a file's upload, "I have sent everything"), with the script that shows them sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadCpdAuditPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return cpdAuditAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'cpd-audit')
  return [...pageMeta({ title: t('member.title'), description: t('member.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** /member-dashboard/cpd-audit: a drawn member sends their evidence (issue 36, item 5). */
export default function CpdAuditPage() {
  const { audit } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('cpd-audit')
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const monthName = (month: string) => formatDate(`${month}-15T04:00:00Z`, locale).slice(3)

  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('member.title')}
        footer={
          <p>
            <Link to={membershipPaths.tab} className="link inline-flex min-h-11 items-center">
              {t('member.back')}
            </Link>
          </p>
        }
      >
        {!audit ? (
          <p className="text-slate-800">{t('member.none')}</p>
        ) : (
          <div className="space-y-5">
            <p className="text-slate-800">{t('member.intro', { month: monthName(audit.month), year: audit.cpdYear, deadline: day(audit.deadline) })}</p>
            <p className="font-semibold text-slate-900" data-testid="audit-status">
              {t(`status.${audit.status}`)}
              {audit.mayAddEvidence ? ` · ${audit.overdue ? t('member.overdue') : t('member.daysLeft', { count: audit.daysLeft })}` : ''}
            </p>
            {audit.status === 'more-evidence' ? (
              <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                <p>{t('member.moreAsked', { deadline: day(audit.deadline) })}</p>
                {audit.note ? <p className="mt-1 whitespace-pre-line break-words">{t('member.reviewerNote', { note: audit.note })}</p> : null}
              </div>
            ) : null}
            <p className="text-sm text-slate-800">
              {t('member.hours', { year: audit.cpd.year, counted: audit.cpd.countedHours, target: audit.cpd.targetHours })}{' '}
              <a href={audit.statementUrl} className="link inline-flex min-h-11 items-center">
                {t('member.statement', { year: audit.cpd.year })}
              </a>
            </p>
            <section aria-labelledby="files-heading">
              <h2 id="files-heading" className="text-base font-semibold text-slate-900">
                {t('member.filesHeading')}
              </h2>
              {audit.evidence.length ? (
                <ul className="mt-1 space-y-1" data-testid="audit-files">
                  {audit.evidence.map((file) => (
                    <li key={file.id} className="flex flex-wrap items-center justify-between gap-x-3">
                      <a href={file.url} className="link inline-flex min-h-11 min-w-0 items-center break-all">
                        {file.name}
                      </a>
                      {file.mayWithdraw ? (
                        <Form method="post" action={cpdAuditPaths.member} encType="multipart/form-data" reloadDocument>
                          <input type="hidden" name="intent" value="withdraw" />
                          <input type="hidden" name="id" value={file.id} />
                          <button type="submit" className="btn-secondary !px-3 !py-1.5" aria-label={t('member.withdrawFile', { name: file.name })}>
                            {t('member.withdraw')}
                          </button>
                        </Form>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-700">{t('member.noFiles')}</p>
              )}
              {audit.evidence.some((file) => file.mayWithdraw) ? <p className="mt-1 text-sm text-slate-700">{t('member.withdrawHint')}</p> : null}
            </section>
            {audit.mayAddEvidence ? (
              <>
                <section aria-labelledby="add-heading" className="rounded-lg border border-slate-200 p-4">
                  <h2 id="add-heading" className="text-base font-semibold text-slate-900">
                    {t('member.addHeading')}
                  </h2>
                  <Form method="post" action={cpdAuditPaths.member} encType="multipart/form-data" reloadDocument className="mt-3 space-y-3">
                    <div>
                      <label htmlFor="audit-file" className="mb-1 block text-sm font-medium text-slate-800">
                        {t('member.file')}
                      </label>
                      <input
                        id="audit-file"
                        name="file"
                        type="file"
                        required
                        accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
                        className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold"
                      />
                    </div>
                    <button type="submit" className="btn-secondary">
                      {t('member.upload')}
                    </button>
                  </Form>
                </section>
                <section aria-labelledby="submit-heading" className="rounded-lg border border-slate-200 p-4">
                  <h2 id="submit-heading" className="text-base font-semibold text-slate-900">
                    {t('member.submitHeading')}
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">{t('member.submitHint')}</p>
                  <Form method="post" action={cpdAuditPaths.member} encType="multipart/form-data" reloadDocument className="mt-3">
                    <input type="hidden" name="intent" value="submit" />
                    <button type="submit" className="btn-primary w-full sm:w-auto">
                      {t('member.submit')}
                    </button>
                  </Form>
                </section>
              </>
            ) : audit.status === 'submitted' ? (
              <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">{t('member.submitted', { date: day(audit.submittedOn) })}</p>
            ) : (
              <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">{t('member.outcome', { outcome: t(`status.${audit.status}`) })}</p>
            )}
          </div>
        )}
      </AccountCard>
    </div>
  )
}
