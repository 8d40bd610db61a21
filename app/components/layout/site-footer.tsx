import { ChromeLink } from '#app/components/layout/chrome-link.tsx'
import { useLocation } from '@remix-run/react'
import { isAdminPath } from '#app/config/nav-link.ts'
import { AdminFooterContent } from './admin-bar.tsx'
import { footerNavigation } from '#app/config/navigation.ts'
import { configuredSocialLinks, site } from '#app/config/site.ts'
import { SocialIcon } from './social-icon.tsx'
import { Mail, MapPin, Phone } from '#app/components/icons.ts'
import { useOptionalUser } from '#app/utils/user.ts'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** The inside of the site's <footer> (root.tsx draws the element, as server markup); one line on the administration's pages. */
export function SiteFooterContent() {
  const user = useOptionalUser()
  const social = configuredSocialLinks()
  const { t, locale } = useTranslation('nav')
  const onAdminPage = isAdminPath(useLocation().pathname) && Boolean(user?.isAdmin)
  if (onAdminPage) return <AdminFooterContent />
  return (
    <>
      <div className="container-page grid grid-cols-2 gap-x-4 gap-y-8 py-12 lg:grid-cols-5 lg:gap-8">
        {/* On a phone the link lists go two abreast: 44 px rows (issue 17) make them long. */}
        <div className="col-span-2">
          <p lang="en" className="text-lg font-bold text-white">
            {site.name}
          </p>
          <p lang="ms" className="text-sm text-brand-100">
            {site.nameMs}
          </p>
          <p className="mt-1 text-sm text-brand-100">{t('registrationNumber', { number: site.registrationNumber })}</p>
          <address className="mt-4 space-y-1 text-sm not-italic text-brand-50">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {site.address.lines.join(', ')}, {site.address.city}, {site.address.state}, {site.address.country}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0" />
              {t('footer.phone')}{' '}
              <a href={`tel:${site.phone.tel}`} className="underline underline-offset-2">
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0" />
              {t('footer.email')}{' '}
              <a href={`mailto:${site.emails.general}`} className="underline underline-offset-2">
                {site.emails.general}
              </a>
            </p>
          </address>
          <div className="mt-4 text-sm">
            <p className="font-semibold text-white">{t('footer.officeHoursHeading')}</p>
            <ul>
              {site.officeHours.map((row) => (
                <li key={row.id}>{t('officeHoursRow', { days: t(`officeHours.${row.id}.days`), hours: t(`officeHours.${row.id}.hours`) })}</li>
              ))}
            </ul>
          </div>
          {social.length ? (
            <ul className="mt-4 flex gap-3" aria-label={t('footer.socialLabel')}>
              {social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                  >
                    <SocialIcon name={s.name} />
                    <span className="sr-only">{t('footer.socialLink', { site: site.shortName, network: s.name })}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footerNavigation.map((group) => (
          <nav key={group.id} aria-label={t(group.headingKey as never)}>
            <p className="font-semibold text-white">{t(group.headingKey as never)}</p>
            <ul className="mt-1 text-sm [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center">
              {group.links.map((link) => (
                <li key={link.to}>
                  <ChromeLink to={link.to} className="text-brand-50 hover:text-white hover:underline">
                    {t(link.labelKey as never)}
                  </ChromeLink>
                </li>
              ))}
              {group.id === 'members' && user?.isAdmin ? (
                <li>
                  <ChromeLink to={paths.admin} className="text-brand-50 hover:text-white hover:underline">
                    {t('footer.links.administration')}
                  </ChromeLink>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-900">
        <p className="container-page py-4 text-xs text-brand-100">
          {t('footer.legal', { year: new Date().getFullYear(), name: locale === 'ms' ? site.nameMs : site.name })}{' '}
          <ChromeLink to={paths.disclaimer} className="underline">
            {t('footer.disclaimer')}
          </ChromeLink>
        </p>
      </div>
    </>
  )
}
