import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EventCards } from '#app/components/events/event-cards.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { contactFormPath, paths } from '#app/config/paths.ts'
import { langOf } from '#app/domain/locale.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { loadTrainingPage } from './training.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadTrainingPage(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('training', args)

export default function Training() {
  const { programmes, upcomingEvents, pastEvents, cpdInformation, approvedProviders, providerRequirements, becomeProviderLink, cpdAudits } =
    useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('training')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} tone="sand">
        <p>{t('hero.intro')}</p>
      </PageHero>

      <PageSection id="programmes" title={t('programmes.title')}>
        {programmes.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {programmes.map((p) => (
              <li key={p.id} className="card flex flex-col">
                <h3 lang={langOf(p.title, locale)} className="text-lg font-semibold text-slate-900">
                  {p.title.text}
                </h3>
                <p lang={langOf(p.description, locale)} className="mt-2 flex-1 text-slate-700">
                  {p.description.text}
                </p>
                <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-700">{t('programmes.duration')}</dt>
                    <dd lang={langOf(p.duration, locale)} className="font-medium text-slate-900">
                      {p.duration.text}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">{t('programmes.level')}</dt>
                    <dd className="font-medium text-slate-900">{p.level}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">{t('programmes.provider')}</dt>
                    <dd className="font-medium text-slate-900">{p.provider}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-700">{t('programmes.cost')}</dt>
                    {p.cost.text ? (
                      <dd lang={langOf(p.cost, locale)} className="font-medium text-slate-900">
                        {p.cost.text}
                      </dd>
                    ) : (
                      <dd className="font-medium text-slate-900">{t('programmes.askUs')}</dd>
                    )}
                  </div>
                </dl>
                <Link to={p.enquiryLink} className="btn-secondary mt-4 self-start">
                  {t('programmes.enquire')}
                  <span className="sr-only" lang={langOf(p.title, locale)}>
                    {t('programmes.about', { title: p.title.text })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">
            <Trans
              text={t('programmes.empty')}
              components={{
                link: (words) => (
                  <Link to={contactFormPath({ subject: 'training' })} className="link">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        )}
      </PageSection>

      <PageSection id="upcoming-events" title={t('events.title')} muted>
        {upcomingEvents.length ? <EventCards events={upcomingEvents} /> : <p className="text-slate-700">{t('events:list.noneUpcoming')}</p>}
        {pastEvents.length ? (
          <>
            <h3 className="mb-4 mt-10 text-xl font-semibold text-slate-900">{t('events:list.past')}</h3>
            <EventCards events={pastEvents} past />
          </>
        ) : null}
      </PageSection>

      <PageSection id="cpd" title={t('cpd.title')}>
        <div className="grid gap-6 md:grid-cols-3">
          <div className="card md:col-span-2">
            <TickList items={cpdInformation.points} className="text-slate-700" />
          </div>
          <div className="card flex flex-col items-start justify-center bg-brand-50">
            <p className="text-4xl font-bold text-brand-900">{cpdInformation.requirement}</p>
            <p className="text-slate-800">{t('cpd.perYear')}</p>
            <Link to={paths.dashboard} className="link-tap mt-3">
              {t('cpd.record')}
            </Link>
          </div>
        </div>
        <CpdAuditFigures years={cpdAudits} />
      </PageSection>

      <PageSection id="providers" title={t('providers.title')} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {approvedProviders.map((provider) => (
            <li key={provider.name}>
              <InfoCard title={provider.name}>
                <p className="text-sm">{provider.location}</p>
                <p className="text-sm font-medium text-brand-800">{provider.accreditation}</p>
                <p className="text-sm">{t('providers.specialties', { list: provider.specialties.join(', ') })}</p>
                <p className="text-sm">
                  {t('providers.contact')}{' '}
                  <a className="link" href={`mailto:${provider.contact}`}>
                    {provider.contact}
                  </a>
                </p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="become-provider" title={t('becomeProvider.title')} intro={t('becomeProvider.intro')}>
        <div className="card max-w-3xl">
          <TickList items={providerRequirements} className="text-slate-700" />
          <Link to={becomeProviderLink} className="btn-primary mt-6">
            {t('becomeProvider.apply')}
          </Link>
        </div>
      </PageSection>
    </>
  )
}

/** Issue 36, item 5: the random CPD audit's figures by calendar year (this year and last), published. */
function CpdAuditFigures({ years }: { years: ReadonlyArray<{ year: number; renewals: number; drawn: number; met: number; metAfterMoreEvidence: number; notMet: number; open: number }> }) {
  const { t } = useTranslation('cpd-audit')
  return (
    <section aria-labelledby="cpd-audit-figures" className="mt-8" data-testid="cpd-audit-figures">
      <h3 id="cpd-audit-figures" className="text-xl font-semibold text-slate-900">
        {t('figures.heading')}
      </h3>
      <p className="mt-2 max-w-3xl text-slate-700">{t('figures.intro')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {years.map((figures) => (
          <li key={figures.year} className="card" data-year={figures.year}>
            <h4 className="text-lg font-semibold text-slate-900">{figures.year}</h4>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {(
                [
                  ['renewals', figures.renewals],
                  ['drawn', figures.drawn],
                  ['met', figures.met],
                  ['metAfterMore', figures.metAfterMoreEvidence],
                  ['notMet', figures.notMet],
                  ['open', figures.open],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-slate-700">{t(`figures.${key}`)}</dt>
                  <dd className="text-right font-semibold text-slate-900" data-figure={key}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
