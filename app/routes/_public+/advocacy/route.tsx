import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection } from '#app/components/public/page-section.tsx'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadAdvocacyPage } from './advocacy.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadAdvocacyPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('advocacy', args)

const statusStyle: Record<string, string> = {
  Ongoing: 'bg-brand-100 text-brand-900',
  Planned: 'bg-sky-100 text-sky-900',
  Completed: 'bg-slate-100 text-slate-800',
  Submitted: 'bg-brand-100 text-brand-900',
  'In preparation': 'bg-amber-100 text-amber-900',
  'Under discussion': 'bg-sky-100 text-sky-900',
}

export default function Advocacy() {
  const { content, statusLabels } = useLoaderData<typeof loader>()
  const { campaigns, getInvolved, mentalHealthIntegration, outreach, policyRecommendations } = content
  const { t } = useTranslation('advocacy')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>{t('hero.intro')}</p>
      </PageHero>

      <PageSection id="campaigns" title={t('campaigns')}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {campaigns.map((c) => (
            <li key={c.title} className="card flex flex-col">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{c.title}</h3>
                <Badge className={statusStyle[c.status]}>{statusLabels[c.status]}</Badge>
              </div>
              <p className="mt-2 text-slate-700">{c.description}</p>
              <dl className="mt-3 space-y-1 text-sm text-slate-700">
                <div>
                  <dt className="inline font-medium text-slate-900">{t('duration')}</dt>
                  <dd className="inline">{c.duration}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-900">{t('reach')}</dt>
                  <dd className="inline">{c.reach}</dd>
                </div>
              </dl>
              <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {c.activities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
              <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm font-medium text-brand-900">{c.impact}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="outreach" title={t('outreach')} muted>
        <div className="grid gap-6 md:grid-cols-3">
          {outreach.map((o) => (
            <InfoCard key={o.title} title={o.title}>
              <p>{o.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="mental-health" title={t('mentalHealth')}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {mentalHealthIntegration.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="policy" title={t('policy')} muted>
        <ul className="grid gap-6 lg:grid-cols-3">
          {policyRecommendations.map((p) => (
            <li key={p.title} className="card flex flex-col">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{p.category}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
              <p className="mt-3 text-sm">
                <Badge className={statusStyle[p.status]}>{statusLabels[p.status]}</Badge>
              </p>
              <p className="mt-2 text-sm text-slate-700">
                <span className="font-medium text-slate-900">{t('submittedTo')}</span> {p.submittedTo}
              </p>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t('keyPoints')}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {p.keyPoints.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="get-involved" title={t('getInvolved')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {getInvolved.map((item) => (
            <li key={item.title}>
              <Link to={item.to} className="card block h-full hover:border-brand-600">
                <span className="text-lg font-semibold text-brand-800">{item.title}</span>
                <span className="mt-2 block text-slate-700">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
