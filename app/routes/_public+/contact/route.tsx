import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContactDetails } from '#app/components/public/contact-details.tsx'
import { ContactPageForm } from '#app/components/public/contact-form.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { SocialIcon } from '#app/components/layout/social-icon.tsx'
import { configuredSocialLinks, directionsUrl, site } from '#app/config/site.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { contactPageAction, loadContactPage } from './contact.server.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: its form shows that it is sending with a few lines of plain script. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadContactPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return contactPageAction(args)
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('contact', args)

export default function Contact() {
  const { prefill, departments, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('contact')
  const social = configuredSocialLinks()
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')}>
        <p>
          {t('hero.intro')} {t('public:contactDetails.replyPromise')}
        </p>
      </PageHero>

      <section aria-labelledby="send-message-heading" className="bg-white">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('howToReach')}</h2>
            <div className="mt-6">
              <ContactDetails />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`tel:${site.phone.tel}`} className="btn-primary">
                {t('callNow')}
              </a>
              <a href={site.whatsapp.link} className="btn-secondary" target="_blank" rel="noopener noreferrer">
                {t('whatsapp')}
                <span className="sr-only">{t('public:newTab')}</span>
              </a>
            </div>
          </div>
          <div id="contact-form" className="card lg:col-span-3">
            <h2 id="send-message-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('sendMessage')}
            </h2>
            <div className="mt-6">
              <ContactPageForm prefill={prefill} constraint={constraint} />
            </div>
          </div>
        </div>
      </section>

      <PageSection id="visit" title={t('visit.title')} muted>
        <div className="card grid gap-6 md:grid-cols-2 md:items-center">
          <div>
            <p className="font-semibold text-slate-900">{locale === 'ms' ? site.nameMs : site.name}</p>
            <address className="mt-1 not-italic text-slate-700">
              {site.address.lines.join(', ')}
              <br />
              {site.address.city}, {site.address.state}, {site.address.country}
            </address>
            <p className="mt-3 text-slate-700">{t('visit.appointment')}</p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <a href={directionsUrl()} className="btn-primary" target="_blank" rel="noopener noreferrer">
              {t('visit.directions')}
              <span className="sr-only">{t('visit.directionsNewTab')}</span>
            </a>
            <a href={site.whatsapp.link} className="btn-secondary" target="_blank" rel="noopener noreferrer">
              {t('visit.whatsappUs')}
              <span className="sr-only">{t('public:newTab')}</span>
            </a>
          </div>
        </div>
      </PageSection>

      <PageSection id="departments" title={t('departments')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {departments.map((d) => (
            <li key={d.name} className="card">
              <h3 className="font-semibold text-slate-900">{d.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{d.description}</p>
              <a className="link-tap mt-1 break-all" href={`mailto:${d.email}`}>
                {d.email}
              </a>
            </li>
          ))}
        </ul>
      </PageSection>

      {social.length ? (
        <PageSection id="social" title={t('social.title')} muted>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="card flex items-center gap-3 hover:border-brand-600"
                >
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
                    <SocialIcon name={s.name} />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{s.name}</span>
                    <span className="block text-sm text-slate-700">
                      {t('social.on', { site: site.shortName, network: s.name })}
                      <span className="sr-only">{t('public:newTab')}</span>
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </>
  )
}
