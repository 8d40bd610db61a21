import { Link } from '@remix-run/react'

/** "Edit Profile" and "Change Password", on the welcome card and under the profile tab. */
export function AccountLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to="/profile" className="btn-primary">
        Edit Profile
      </Link>
      <Link to="/change-password" className="btn-secondary">
        Change Password
      </Link>
    </div>
  )
}
