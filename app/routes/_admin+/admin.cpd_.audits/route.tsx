import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadAuditsPage } from './audits.server.ts'

/** Plain links and a GET form: sent as HTML, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadAuditsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.cpdAudits'), { location, matches })

/** A month's CPD audit draw (issue 36, item 5): the figures, the seed, the re-check from it, and the cases. */
export default function CpdAuditsPage() {
  const { month, months, draw, cases, undeclared } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('cpd-audit')
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const ok = draw ? draw.recheck.sizeAgrees && draw.recheck.digestAgrees && draw.recheck.drawnAgrees : false
  return (
    <AdminShell title={t('admin.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('admin.intro')}</p>
      <Form method="get" action={cpdAuditPaths.audits} className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-month" className="mb-1 block text-sm font-medium text-slate-800">
            {t('admin.month')}
          </label>
          <input
            id="audit-month"
            name="month"
            type="month"
            defaultValue={month}
            className="block min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <button type="submit" className="btn-secondary">
          {t('admin.show')}
        </button>
      </Form>
      {months.length ? (
        <p className="mb-6 flex flex-wrap gap-x-3 text-sm">
          {months.slice(0, 12).map((m) => (
            <Link key={m} to={cpdAuditPaths.auditsOf(m)} className="link inline-flex min-h-11 items-center" aria-current={m === month ? 'page' : undefined}>
              {m}
            </Link>
          ))}
        </p>
      ) : null}
      {!draw ? (
        <p className="card text-slate-700">{t('admin.noDraw', { month })}</p>
      ) : (
        <>
          <section aria-labelledby="draw-heading" className="card mb-6 max-w-3xl">
            <h2 id="draw-heading" className="text-lg font-semibold text-slate-900">
              {month}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold text-slate-700">{t('admin.population')}</dt>
              <dd data-testid="draw-population">{draw.population.length}</dd>
              <dt className="font-semibold text-slate-700">{t('admin.size')}</dt>
              <dd data-testid="draw-size">{draw.size}</dd>
              <dt className="font-semibold text-slate-700">{t('admin.rate')}</dt>
              <dd>{(draw.rateBasisPoints / 100).toFixed(2)} %</dd>
              <dt className="font-semibold text-slate-700">{t('admin.drawnOn')}</dt>
              <dd>{day(draw.drawnOn)}</dd>
              <dt className="font-semibold text-slate-700">{t('admin.seed')}</dt>
              <dd className="break-all font-mono" data-testid="draw-seed">
                {draw.seed}
              </dd>
              <dt className="font-semibold text-slate-700">{t('admin.populationDigest')}</dt>
              <dd className="break-all font-mono">{draw.populationDigest}</dd>
              <dt className="font-semibold text-slate-700">{t('admin.algorithm')}</dt>
              <dd>
                <code>{draw.algorithm}</code>: {t('admin.algorithmHint')}
              </dd>
              <dt className="font-semibold text-slate-700">{t('admin.recheck')}</dt>
              <dd data-testid="draw-recheck" className={ok ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'}>
                {ok ? t('admin.recheckOk') : t('admin.recheckFailed')}
              </dd>
            </dl>
            {undeclared ? <p className="mt-3 text-sm text-amber-900">{t('admin.undeclared', { count: undeclared })}</p> : null}
          </section>
          <section aria-labelledby="cases-heading">
            <h2 id="cases-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {t('admin.cases')}
            </h2>
            {cases.length ? (
              <ul className="space-y-3" data-testid="audit-cases">
                {cases.map((c) => (
                  <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4">
                    <Link to={cpdAuditPaths.audit(c.id)} className="link inline-flex min-h-11 items-center font-semibold break-words">
                      {c.name || c.id}
                    </Link>
                    {c.membershipId ? <span className="ml-2 text-sm text-slate-700">{c.membershipId}</span> : null}
                    <p className="text-sm text-slate-800">
                      {t(`status.${c.status}`)} · {t('admin.deadline')}: {day(c.deadline)}
                      {c.overdue ? <strong className="ml-1 text-red-800">({t('admin.overdue')})</strong> : null} · {t('admin.files')}: {c.files}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">{t('admin.noCases')}</p>
            )}
          </section>
        </>
      )}
    </AdminShell>
  )
}
