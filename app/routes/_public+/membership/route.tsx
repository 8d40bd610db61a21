import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { cn } from '#app/components/class-names.ts'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadMembershipPage } from './membership.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadMembershipPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('membership', args)

export default function Membership() {
  const { content } = useLoaderData<typeof loader>()
  const { applicationSteps, membershipTypes, whyJoin } = content
  const { t } = useTranslation('membership')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} tone="deep">
        <p>{t('hero.intro')}</p>
        <p className="flex flex-wrap items-center gap-x-6 gap-y-2 pt-2">
          <Link to={paths.register} className="btn-secondary">
            {t('apply.apply')}
          </Link>
          <a href="#how-to-apply" className="link-tap text-base font-semibold text-white underline underline-offset-4">
            {t('howToApply')}
          </a>
        </p>
      </PageHero>

      <PageSection id="types" title={t('types.title')}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {membershipTypes.map((m) => (
            <li
              key={m.type}
              className={cn('card flex flex-col', m.mostPopular && 'border-2 border-brand-700 ring-2 ring-brand-100')}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{m.name}</h3>
                {m.mostPopular ? <Badge className="bg-brand-700 text-white">{t('types.mostPopular')}</Badge> : null}
              </div>
              <p className="mt-2 text-slate-700">{m.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
                <div>
                  <dt className="text-slate-700">{t('types.entryFee')}</dt>
                  <dd className="text-base font-semibold text-slate-900">{m.entryFee}</dd>
                </div>
                <div>
                  <dt className="text-slate-700">{t('types.annualFee')}</dt>
                  <dd className="text-base font-semibold text-slate-900">
                    {m.annualFee == null ? t('types.none') : t('types.perYear', { fee: m.annualFee })}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 flex flex-wrap gap-2 text-xs">
                <Badge className={m.voting ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-800'}>
                  {m.voting ? t('types.voting') : t('types.noVoting')}
                </Badge>
                {m.listed ? <Badge className="bg-sky-100 text-sky-900">{t('types.listed')}</Badge> : null}
              </p>
              <h4 className="mt-4 text-sm font-semibold text-slate-900">{t('types.benefits')}</h4>
              <TickList items={m.benefits} className="mt-1 text-sm text-slate-700" />
              <h4 className="mt-4 text-sm font-semibold text-slate-900">{t('types.eligibility')}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {m.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <p className="mt-auto pt-4">
                {m.applyHref ? (
                  <Link to={m.applyHref} className="btn-secondary">
                    {t('types.applyAs', { type: m.name })}
                  </Link>
                ) : (
                  <span className="text-sm font-medium text-slate-700">{t('types.byInvitation')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{t('types.note')}</p>
      </PageSection>

      <PageSection id="why-join" title={t('whyJoin')} muted>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyJoin.map((w) => (
            <InfoCard key={w.title} title={w.title}>
              <p>{w.description}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-to-apply" title={t('howToApply')}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {applicationSteps.map((step, index) => (
            <li key={step.title} className="card">
              <span
                aria-hidden="true"
                className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="apply" title={t('apply.title')} muted>
        <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">{t('apply.text')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.register} className="btn-primary">
              {t('apply.apply')}
            </Link>
            <Link to={paths.login} className="btn-secondary">
              {t('apply.login')}
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  )
}
