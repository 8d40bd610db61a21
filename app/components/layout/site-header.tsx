import { Link, NavLink } from '@remix-run/react'
import { mainNavigation } from '#app/config/navigation.ts'
import { site } from '#app/config/site.ts'
import { useOptionalUser } from '#app/utils/user.ts'
import { cn } from '#app/components/class-names.ts'
import { DisclaimerBanner } from './disclaimer-banner.tsx'
import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { UserMenu } from './user-menu.tsx'
import { paths } from '#app/config/paths.ts'

export function SiteHeader() {
  const user = useOptionalUser()
  return (
    <header className="no-print">
      <DisclaimerBanner />
      <div className="relative border-b border-slate-200 bg-white">
        <div className="container-page flex items-center justify-between gap-4 py-3">
          <Link to={paths.home} className="flex min-w-0 items-center gap-3">
            <Logo />
            <span className="min-w-0">
              <span className="block truncate text-sm font-bold text-brand-900 sm:text-base">{site.name}</span>
              <span className="block truncate text-xs text-slate-700">{site.nameMs}</span>
              <span className="block text-xs text-slate-600">Reg. No. {site.registrationNumber}</span>
            </span>
          </Link>
          <div className="flex items-center gap-2">
            <div className="hidden items-center gap-2 lg:flex">
              {user ? (
                <UserMenu user={user} />
              ) : (
                <>
                  <Link to={paths.login} className="btn-ghost">
                    Sign In
                  </Link>
                  <Link to={paths.register} className="btn-primary">
                    Join
                  </Link>
                </>
              )}
            </div>
            <MobileMenu user={user} />
          </div>
        </div>
        <nav aria-label="Main" className="hidden border-t border-slate-100 lg:block">
          <ul className="container-page flex flex-wrap gap-1 py-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
