import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { CONCERN_STATUSES } from '#app/domain/concerns.ts'
import { formatDate } from '#app/domain/dates.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadConcernsPage } from './concerns-page.server.ts'

/** A list and a GET filter: nothing to hydrate. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadConcernsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(metaTranslation(matches, 'conduct').t('queue.title'), { location, matches })

/** Issue 36: the conduct officers' case queue (decision 042). */
export default function ConcernsPage() {
  const { items, status } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('conduct')
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  return (
    <AdminShell title={t('queue.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('queue.intro')}</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="concern-status" className="mb-1 block text-sm font-medium text-slate-800">
            {t('queue.filter')}
          </label>
          <select id="concern-status" name="status" defaultValue={status ?? ''} className="min-h-11 rounded-md border border-slate-400 px-3">
            <option value="">{t('queue.all')}</option>
            {CONCERN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          {t('queue.apply')}
        </button>
      </Form>
      {items.length === 0 ? <p className="text-slate-700">{t('queue.none')}</p> : null}
      <ul className="space-y-3" data-testid="concern-queue">
        {items.map((item) => (
          <li key={item.id} className="card">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={conductPaths.case(item.id)} className="link inline-flex min-h-11 items-center text-lg font-semibold">
                {item.reference}
              </Link>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{t(`status.${item.status}`)}</span>
              {item.overdue ? <strong className="rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">{t('queue.overdue')}</strong> : null}
            </p>
            <p className="text-sm text-slate-700">
              {t('queue.practitioner')}: {item.practitionerName || t('queue.unnamed')} · {t('queue.received')}: {day(item.receivedOn)}
              {item.clock.kind ? ` · ${t(`queue.clocks.${item.clock.kind}`, { date: day(item.clock.day) })}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </AdminShell>
  )
}
