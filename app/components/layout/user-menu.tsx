import { ChromeLink } from '#app/components/layout/chrome-link.tsx'
import { Form } from '@remix-run/react'
import { Avatar } from './avatar.tsx'
import type { SessionUser } from '#app/utils/user.ts'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('nav')
  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.imageUrl} />
        <span>{user.firstName}</span>
        <span className="sr-only">{t('account.openMenu')}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        <ChromeLink to={paths.dashboard} className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100">
          {t('account.dashboard')}
        </ChromeLink>
        {user.isAdmin ? (
          <ChromeLink to={paths.admin} className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100">
            {t('account.administration')}
          </ChromeLink>
        ) : null}
        <Form method="post" action={paths.logout}>
          <button type="submit" className="block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100">
            {t('account.signOut')}
          </button>
        </Form>
      </div>
    </details>
  )
}
