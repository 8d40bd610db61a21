import { ChromeLink } from '#app/components/layout/chrome-link.tsx'
import { paths } from '#app/config/paths.ts'
import { site } from '#app/config/site.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { useOptionalUser } from '#app/utils/user.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { Logo } from './logo.tsx'
import { UserMenu } from './user-menu.tsx'

/**
 * The header of the administration's pages (issue 17): a tool's bar, not the public site's, so no
 * disclaimer banner and no public navigation; the page's own section tabs (AdminShell) come below it.
 * Part of the header's server markup, like the public header.
 */
export function AdminBarContent() {
  const user = useOptionalUser()
  const { t } = useTranslation('nav')
  return (
    <div data-admin-bar className="border-b border-slate-300 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 py-2">
        <ChromeLink to={paths.admin} className="flex min-h-11 items-center gap-3">
          <Logo className="h-9 w-9" />
          <span className="font-bold leading-tight text-brand-900">{t('adminBar.title', { name: site.shortName })}</span>
        </ChromeLink>
        <div className="flex flex-wrap items-center gap-x-2">
          <a href={paths.home} className="link-tap text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('adminBar.viewSite')}
          </a>
          <LanguageSwitch />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <ChromeLink to={paths.login} className="btn-ghost">
              {t('account.signIn')}
            </ChromeLink>
          )}
        </div>
      </div>
    </div>
  )
}

/** The administration's footer: one line, the association and the year. */
export function AdminFooterContent() {
  const { t, locale } = useTranslation('nav')
  return (
    <p className="container-page py-3 text-xs text-brand-100">
      {t('adminBar.footer', { year: new Date().getFullYear(), name: locale === 'ms' ? site.nameMs : site.name })}
    </p>
  )
}
