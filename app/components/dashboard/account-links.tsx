import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** "Edit Profile", "Change Password" and "Close my account", on the welcome card and under the profile tab. */
export function AccountLinks({ className }: { className: string }) {
  const { t } = useTranslation('dashboard')
  return (
    <div className={className}>
      <Link to={paths.profile} className="btn-primary">
        {t('links.editProfile')}
      </Link>
      <Link to={paths.changePassword} className="btn-secondary">
        {t('links.changePassword')}
      </Link>
      <Link to={paths.closeAccount} className="btn-secondary">
        {t('links.closeAccount')}
      </Link>
    </div>
  )
}
