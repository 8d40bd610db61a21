import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useSearchParams } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import {
  downloads,
  legalReferences,
  matchesQuery,
  memberResources,
  publicEducationLinks,
  researchPapers,
} from '#app/content/resources.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { contactFormPath, paths } from '#app/config/paths.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Resources',
    description:
      'Guides, research summaries, Malaysian legal references and trusted public information on energy medicine and complementary care.',
    location,
    matches,
  })

export default function Resources() {
  const [searchParams] = useSearchParams()
  const query = (searchParams.get('q') ?? '').trim().slice(0, 100)
  const found = {
    downloads: downloads.filter((r) => matchesQuery(r, query)),
    papers: researchPapers.filter((r) => matchesQuery(r, query)),
    legal: legalReferences.filter((r) => matchesQuery(r, query)),
    links: publicEducationLinks.filter((r) => matchesQuery(r, query)),
  }
  const total = found.downloads.length + found.papers.length + found.legal.length + found.links.length

  return (
    <>
      <PageHero eyebrow="Resources" title="Resources for the public and practitioners">
        <p>Plain-language guides, our research summaries, the laws that apply to practice in Malaysia and trusted sources of health information.</p>
      </PageHero>

      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-6">
          <Form method="get" role="search" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="resource-search" className="mb-1 block text-sm font-medium text-slate-800">
                Search resources
              </label>
              <input
                id="resource-search"
                type="search"
                name="q"
                defaultValue={query}
                placeholder="For example: consent, research, PDPA"
                className="block w-full rounded-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
              />
            </div>
            <button type="submit" className="btn-primary">
              Search
            </button>
          </Form>
          {query ? (
            <p className="mt-3 text-sm text-slate-700" role="status">
              {total} resource{total === 1 ? '' : 's'} found for “{query}”.{' '}
              <Link to={paths.resources} className="link">
                Show all resources
              </Link>
            </p>
          ) : null}
        </div>
      </div>

      {found.downloads.length ? (
        <PageSection id="downloads" title="Downloadable resources" intro="These guides are being finalised by our committees and will be published here.">
          <ul className="grid gap-6 md:grid-cols-2">
            {found.downloads.map((r) => (
              <li key={r.title} className="card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold text-slate-900">{r.title}</h3>
                  <Badge className="bg-amber-100 text-amber-900">Coming Soon</Badge>
                </div>
                <p className="mt-2 text-slate-700">{r.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {found.papers.length ? (
        <PageSection id="research" title="Research papers" muted>
          <ul className="grid gap-6 md:grid-cols-2">
            {found.papers.map((paper) => (
              <li key={paper.title}>
                <InfoCard title={paper.title}>
                  <p className="text-sm font-medium text-slate-800">
                    {paper.authors}, {paper.year}
                  </p>
                  <p>{paper.description}</p>
                  <p className="text-sm">
                    Request a copy:{' '}
                    <a className="link" href={`mailto:${paper.contact}?subject=${encodeURIComponent(`Paper request: ${paper.title}`)}`}>
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
        <PageSection id="legal" title="Legal references">
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
        <PageSection id="public-education" title="Public education" muted>
          <ul className="grid gap-6 md:grid-cols-2">
            {found.links.map((link) => (
              <li key={link.href} className="card">
                <h3 className="text-lg font-semibold">
                  <a href={link.href} className="link" target="_blank" rel="noopener noreferrer">
                    {link.title}
                    <span className="sr-only"> (opens in a new tab)</span>
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
            No resources match your search. Try a different word, or{' '}
            <Link to={contactFormPath({ subject: 'general' })} className="link">
              ask us
            </Link>
            .
          </p>
        </div>
      ) : null}

      <PageSection id="members-only" title="Member resources">
        <div className="card flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-slate-700">Members can sign in to the member portal for more:</p>
            <TickList items={memberResources} className="mt-3 text-slate-700" />
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.login} className="btn-primary">
              Member Login
            </Link>
            <Link to={paths.membership} className="btn-secondary">
              Become a member
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  )
}
