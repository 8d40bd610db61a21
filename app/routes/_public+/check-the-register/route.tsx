import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { formatDate } from '#app/domain/dates.ts'
import { lapsedSince, REGISTER_STATUSES } from '#app/domain/register.ts'
import type { Locale } from '#app/domain/locale.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import type { RegisterItem } from '#app/services/register.server.ts'
import { loadCheckTheRegisterPage } from './check-the-register.server.ts'

/** A plain GET form and its answer: nothing on the page needs JavaScript, so it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadCheckTheRegisterPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('register', args)

const day = (date: string, locale: Locale) => formatDate(`${date}T04:00:00Z`, locale)

/** The public register (issue 36, item 3; decision 044): search by name or membership ID. */
export default function CheckTheRegister() {
  const { query, error, items, max } = useLoaderData<typeof loader>()
  const { t } = useTranslation('register')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('title')}>
        <p>{t('hero.intro')}</p>
      </PageHero>

      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-6">
          <Form method="get" role="search" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="register-search" className="mb-1 block text-sm font-medium text-slate-800">
                {t('search.label')}
              </label>
              <input
                id="register-search"
                type="search"
                name="q"
                defaultValue={query}
                required
                minLength={3}
                maxLength={100}
                autoComplete="off"
                aria-describedby={error ? 'register-search-error register-search-hint' : 'register-search-hint'}
                aria-invalid={error ? true : undefined}
                className="block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
              />
            </div>
            <button type="submit" className="btn-primary min-h-11">
              {t('search.submit')}
            </button>
          </Form>
          <p id="register-search-hint" className="mt-2 text-sm text-slate-600">
            {t('search.hint')}
          </p>
          {error ? (
            <p id="register-search-error" className="mt-2 text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>

      {items ? (
        <PageSection id="results" title={t('results.title')}>
          <p className="text-slate-700" role="status">
            {items.length ? t('results.found', { count: items.length, q: query }) : t('results.none', { q: query })}
          </p>
          {items.length >= max ? <p className="mt-2 text-sm text-slate-700">{t('results.first', { max })}</p> : null}
          {items.length ? (
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {items.map((item) => (
                <RegisterEntry key={item.membershipId} item={item} />
              ))}
            </ul>
          ) : null}
        </PageSection>
      ) : null}

      <PageSection id="statuses" title={t('explain.title')} muted>
        <dl className="max-w-3xl space-y-3 text-slate-700">
          {REGISTER_STATUSES.map((status) => (
            <div key={status}>
              <dt className="inline font-semibold text-slate-900">{t(`status.${status}`)}:</dt> <dd className="inline">{t(`explain.statuses.${status}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-slate-700">{t('explain.sanctions')}</p>
        <p className="mt-3 max-w-3xl text-sm text-slate-700">{t('explain.limits')}</p>
      </PageSection>
    </>
  )
}

function RegisterEntry({ item }: { item: RegisterItem }) {
  const { t, locale } = useTranslation('register')
  const listLabel = useListLabel()
  const attention = item.status === 'suspended' || item.status === 'removed'
  return (
    <li className="card" data-testid="register-item" data-status={item.status}>
      <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
      <p className={attention ? 'mt-1 font-semibold text-red-800' : 'mt-1 font-semibold text-brand-900'} data-testid="register-status">
        {t(`status.${item.status}`)}
      </p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="font-medium">{t('labels.membershipId')}</dt>
        <dd>{item.membershipId}</dd>
        <dt className="font-medium">{t('labels.membershipType')}</dt>
        <dd>{item.membershipType ? listLabel('membershipTypes', item.membershipType) : '–'}</dd>
        {item.since ? (
          <>
            <dt className="font-medium">{t('labels.since')}</dt>
            <dd>{day(item.since, locale)}</dd>
          </>
        ) : null}
        {item.validUntil && item.status !== 'removed' ? (
          item.status === 'lapsed' ? (
            <>
              <dt className="font-medium">{t('labels.lapsedSince')}</dt>
              <dd>{day(lapsedSince(item.validUntil), locale)}</dd>
            </>
          ) : (
            <>
              <dt className="font-medium">{t('labels.validUntil')}</dt>
              <dd>{day(item.validUntil, locale)}</dd>
            </>
          )
        ) : null}
      </dl>
      {item.sanctions.length ? (
        <ul className="mt-3 space-y-2 text-sm">
          {item.sanctions.map((s) => (
            <li key={`${s.kind}${s.from}`} data-testid="sanction" className="rounded-md bg-red-50 p-3 text-red-900">
              <span className="font-semibold">{t(`sanction.${s.kind}`, { from: day(s.from, locale), until: s.until ? day(s.until, locale) : '' })}</span>
              {s.summary ? <span className="mt-1 block text-slate-800">{s.summary}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
