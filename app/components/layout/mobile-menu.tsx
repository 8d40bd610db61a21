import { ChromeLink, ChromeNavLink } from '#app/components/layout/chrome-link.tsx'
import { Menu } from '#app/components/icons.ts'
import { Form } from '@remix-run/react'
import { mainNavigation, moreNavigation } from '#app/config/navigation.ts'
import type { SessionUser } from '#app/utils/user.ts'
import { paths } from '#app/config/paths.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/** A <details> disclosure, so the menu opens and closes without JavaScript; part of the header's server markup. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation('nav')
  const listLabel = useListLabel()
  return (
    <details className="lg:hidden">
      <summary className="btn-ghost cursor-pointer list-none border border-slate-300 [&::-webkit-details-marker]:hidden">
        <Menu className="h-5 w-5" /> <span>{t('mobile.menu')}</span>
      </summary>
      <nav aria-label={t('mobile.label')} className="absolute inset-x-0 z-40 mt-2 border-t border-slate-200 bg-white shadow-lg">
        <div className="container-page py-3">
          {user ? (
            <p className="mb-2 border-b border-slate-200 pb-2 text-sm">
              <span className="block font-semibold text-slate-900">
                {user.firstName} {user.lastName}
              </span>
              <span className="text-slate-700">{user.membershipTypeLabel ?? listLabel('membershipTypes', user.membershipType)}</span>
            </p>
          ) : null}
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {[...mainNavigation, ...moreNavigation].map((item) => (
              <li key={item.to}>
                <ChromeNavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className="block rounded-md px-3 py-3 text-sm text-slate-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900 [&:not([aria-current])]:hover:bg-slate-100"
                >
                  {t(item.labelKey as never)}
                </ChromeNavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3">
            {user ? (
              <>
                {user.isAdmin ? (
                  // Issue 18: an administrator's work starts on /admin's panel, on a phone as on a desk.
                  <ChromeLink to={paths.admin} className="btn-secondary basis-full">
                    {t('account.administration')}
                  </ChromeLink>
                ) : null}
                <ChromeLink to={paths.dashboard} className="btn-secondary flex-1">
                  {t('account.dashboard')}
                </ChromeLink>
                <Form method="post" action={paths.logout} className="flex-1">
                  <button type="submit" className="btn-ghost w-full border border-slate-300">
                    {t('account.signOut')}
                  </button>
                </Form>
              </>
            ) : (
              <>
                <ChromeLink to={paths.login} className="btn-secondary flex-1">
                  {t('account.signIn')}
                </ChromeLink>
                <ChromeLink to={paths.register} className="btn-primary flex-1">
                  {t('account.join')}
                </ChromeLink>
              </>
            )}
          </div>
        </div>
      </nav>
    </details>
  )
}
