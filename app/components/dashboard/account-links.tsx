import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'

/** "Edit Profile" and "Change Password", on the welcome card and under the profile tab. */
export function AccountLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to={paths.profile} className="btn-primary">
        Edit Profile
      </Link>
      <Link to={paths.changePassword} className="btn-secondary">
        Change Password
      </Link>
    </div>
  )
}
