import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { contactFormPath, paths } from '#app/config/paths.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadResourcesPage } from './resources.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadResourcesPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('resources', args)

export default function Resources() {
  const { query, found, memberResources } = useLoaderData<typeof loader>()
  const { t } = useTranslation('resources')
  const total = found.downloads.length + found.papers.length + found.legal.length + found.links.length

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{t('hero.intro')}</p>
      </PageHero>

      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-6">
          <Form method="get" role="search" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="resource-search" className="mb-1 block text-sm font-medium text-slate-800">
                {t('search.label')}
              </label>
              <input
                id="resource-search"
                type="search"
                name="q"
                defaultValue={query}
                placeholder={t('search.placeholder')}
                className="block w-full rounded-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
              />
            </div>
            <button type="submit" className="btn-primary">
              {t('search.submit')}
            </button>
          </Form>
          {query ? (
            <p className="mt-3 text-sm text-slate-700" role="status">
              {t('search.found', { count: total, query })}{' '}
              <Link to={paths.resources} className="link">
                {t('search.showAll')}
              </Link>
            </p>
          ) : null}
        </div>
      </div>

      {found.downloads.length ? (
        <PageSection id="downloads" title={t('downloads.title')} intro={t('downloads.intro')}>
          <ul className="grid gap-6 md:grid-cols-2">
            {found.downloads.map((r) => (
              <li key={r.title} className="card flex flex-col items-start gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{r.title}</h3>
                <p className="text-slate-700">{r.description}</p>
                <a href={r.href} className="btn-secondary mt-2" download>
                  {t('downloads.download')}
                  <span className="sr-only">{`: ${r.title}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {found.papers.length ? (
        <PageSection id="research" title={t('research.title')} muted>
          <ul className="grid gap-6 md:grid-cols-2">
            {found.papers.map((paper) => (
              <li key={paper.title}>
                <InfoCard title={paper.title}>
                  <p className="text-sm font-medium text-slate-800">
                    {paper.authors}, {paper.year}
                  </p>
                  <p>{paper.description}</p>
                  <p className="text-sm">
                    {t('research.requestCopy')}{' '}
                    <a className="link" href={`mailto:${paper.contact}?subject=${encodeURIComponent(t('research.mailSubject', { title: paper.title }))}`}>
                      {paper.contact}
                    </a>
                  </p>
                </InfoCard>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {found.legal.length ? (
        <PageSection id="legal" title={t('legal')}>
          <ul className="grid gap-6 md:grid-cols-2">
            {found.legal.map((ref) => (
              <li key={ref.title}>
                <InfoCard title={ref.title}>
                  <p>{ref.description}</p>
                </InfoCard>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {found.links.length ? (
        <PageSection id="public-education" title={t('publicEducation')} muted>
          <ul className="grid gap-6 md:grid-cols-2">
            {found.links.map((link) => (
              <li key={link.href} className="card">
                <h3 className="text-lg font-semibold">
                  <a href={link.href} className="link" target="_blank" rel="noopener noreferrer">
                    {link.title}
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                </h3>
                <p className="text-sm font-medium text-slate-800">{link.publisher}</p>
                <p className="mt-2 text-slate-700">{link.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {query && total === 0 ? (
        <div className="container-page py-12">
          <p className="text-slate-700">
            <Trans
              text={t('noResults')}
              components={{
                link: (words) => (
                  <Link to={contactFormPath({ subject: 'general' })} className="link">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      ) : null}

      <PageSection id="members-only" title={t('members.title')}>
        <div className="card flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-slate-700">{t('members.intro')}</p>
            <TickList items={memberResources} className="mt-3 text-slate-700" />
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.login} className="btn-primary">
              {t('members.login')}
            </Link>
            <Link to={paths.membership} className="btn-secondary">
              {t('members.become')}
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  )
}
