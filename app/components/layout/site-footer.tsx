import { Link } from '@remix-run/react'
import { footerNavigation } from '#app/config/navigation.ts'
import { configuredSocialLinks, site } from '#app/config/site.ts'
import { SocialIcon } from './social-icon.tsx'
import { useOptionalUser } from '#app/utils/user.ts'
import { paths } from '#app/config/paths.ts'

export function SiteFooter() {
  const user = useOptionalUser()
  const social = configuredSocialLinks()
  return (
    <footer className="no-print mt-auto bg-brand-950 text-brand-50">
      <div className="container-page grid gap-8 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="text-sm text-brand-100">{site.nameMs}</p>
          <p className="mt-1 text-sm text-brand-100">Reg. No. {site.registrationNumber}</p>
          <address className="mt-4 space-y-1 text-sm not-italic text-brand-50">
            <p>
              {site.address.lines.join(', ')}, {site.address.city}, {site.address.state}, {site.address.country}
            </p>
            <p>
              Phone:{' '}
              <a href={`tel:${site.phone.tel}`} className="underline underline-offset-2">
                {site.phone.display}
              </a>
            </p>
            <p>
              E-mail:{' '}
              <a href={`mailto:${site.emails.general}`} className="underline underline-offset-2">
                {site.emails.general}
              </a>
            </p>
          </address>
          <div className="mt-4 text-sm">
            <p className="font-semibold text-white">Office hours</p>
            <ul>
              {site.officeHours.map((row) => (
                <li key={row.days}>
                  {row.days}: {row.hours}
                </li>
              ))}
            </ul>
          </div>
          {social.length ? (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                  >
                    <SocialIcon name={s.name} />
                    <span className="sr-only">{site.shortName} on {s.name} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footerNavigation.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <p className="font-semibold text-white">{group.heading}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-50 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.heading === 'For Members' && user?.isAdmin ? (
                <li>
                  <Link to={paths.admin} className="text-brand-50 hover:text-white hover:underline">
                    Administration
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-900">
        <p className="container-page py-4 text-xs text-brand-100">
          © {new Date().getFullYear()} {site.name}. A non-profit professional association. Listing in the directory does
          not imply endorsement. <Link to={paths.disclaimer} className="underline">Disclaimer</Link>
        </p>
      </div>
    </footer>
  )
}
