import { Form, Link, NavLink } from '@remix-run/react'
import { mainNavigation, moreNavigation } from '#app/config/navigation.ts'
import { cn } from '#app/components/class-names.ts'
import type { SessionUser } from '#app/utils/user.ts'
import { useCloseOnNavigation } from './use-close-on-navigation.ts'
import { paths } from '#app/config/paths.ts'

/** A <details> disclosure, so the menu opens and closes without JavaScript as well. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const ref = useCloseOnNavigation()
  return (
    <details ref={ref} className="lg:hidden">
      <summary className="btn-ghost cursor-pointer list-none border border-slate-300 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">☰</span> <span>Menu</span>
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 z-40 mt-2 border-t border-slate-200 bg-white shadow-lg">
        <div className="container-page py-3">
          {user ? (
            <p className="mb-2 border-b border-slate-200 pb-2 text-sm">
              <span className="block font-semibold text-slate-900">
                {user.firstName} {user.lastName}
              </span>
              <span className="text-slate-700">{user.membershipType}</span>
            </p>
          ) : null}
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {[...mainNavigation, ...moreNavigation].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className={({ isActive }) =>
                    cn('block rounded-md px-3 py-2 text-sm', isActive ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100')
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex gap-2 border-t border-slate-200 pt-3">
            {user ? (
              <>
                <Link to={paths.dashboard} className="btn-secondary flex-1">
                  Member Dashboard
                </Link>
                <Form method="post" action={paths.logout} className="flex-1">
                  <button type="submit" className="btn-ghost w-full border border-slate-300">
                    Sign Out
                  </button>
                </Form>
              </>
            ) : (
              <>
                <Link to={paths.login} className="btn-secondary flex-1">
                  Sign In
                </Link>
                <Link to={paths.register} className="btn-primary flex-1">
                  Join
                </Link>
              </>
            )}
          </div>
        </div>
      </nav>
    </details>
  )
}
