import { ChromeLink, ChromeNavLink } from '#app/components/layout/chrome-link.tsx'
import { useLocation } from '@remix-run/react'
import { isAdminPath } from '#app/config/nav-link.ts'
import { AdminBarContent } from './admin-bar.tsx'
import { mainNavigation } from '#app/config/navigation.ts'
import { site } from '#app/config/site.ts'
import { useOptionalUser } from '#app/utils/user.ts'
import { DisclaimerBanner } from './disclaimer-banner.tsx'
import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { UserMenu } from './user-menu.tsx'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { LanguageSwitch } from './language-switch.tsx'

/**
 * The inside of the site's <header> (root.tsx draws the element, as server markup: this code never
 * reaches the browser). Whatever depends on the address is marked for `useChromeFollowsLocation`: the
 * language switch's links (`hreflang`) and the navigation's (`data-nav`, whose `aria-current` styles them).
 * The administration's pages have their own bar instead, for its staff (issue 17; anyone else gets the
 * public header over the 403 page).
 */
export function SiteHeaderContent() {
  const user = useOptionalUser()
  const { t } = useTranslation('nav')
  const onAdminPage = isAdminPath(useLocation().pathname) && Boolean(user?.isAdmin)
  if (onAdminPage) return <AdminBarContent />
  return (
    <>
      <DisclaimerBanner />
      <div className="relative border-b border-slate-200 bg-white">
        <div className="container-page flex items-center justify-between gap-4 py-3">
          <ChromeLink to={paths.home} className="flex min-h-11 min-w-0 items-center gap-3">
            <Logo />
            {/* Under 640 px the short name, whole (issue 17: the full one was cut off); screen readers hear both. */}
            <span className="text-xl font-extrabold tracking-wider text-brand-900 sm:hidden">{site.shortName}</span>
            <span className="sr-only sm:not-sr-only sm:min-w-0">
              <span lang="en" className="block truncate text-sm font-bold text-brand-900 sm:text-base">
                {site.name}
              </span>
              <span lang="ms" className="block truncate text-xs text-slate-700">
                {site.nameMs}
              </span>
              <span className="block text-xs text-slate-600">{t('registrationNumber', { number: site.registrationNumber })}</span>
            </span>
          </ChromeLink>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <div className="hidden items-center gap-2 lg:flex">
              {user ? (
                <UserMenu user={user} />
              ) : (
                <>
                  <ChromeLink to={paths.login} className="btn-ghost">
                    {t('account.signIn')}
                  </ChromeLink>
                  <ChromeLink to={paths.register} className="btn-primary">
                    {t('account.join')}
                  </ChromeLink>
                </>
              )}
            </div>
            <MobileMenu user={user} />
          </div>
        </div>
        <nav aria-label={t('main.label')} className="hidden border-t border-slate-100 lg:block">
          <ul className="container-page flex flex-wrap gap-1 py-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <ChromeNavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className="flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-200 [&:not([aria-current])]:hover:bg-slate-100 [&:not([aria-current])]:hover:text-slate-900"
                >
                  {t(item.labelKey as never)}
                </ChromeNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  )
}
