import { Form } from '@remix-run/react'
import { Avatar } from '#app/components/layout/avatar.tsx'
import { AccountLinks } from './account-links.tsx'
import { MembershipStatusBadge, VerifiedBadge } from './membership-status-badge.tsx'
import { paths } from '#app/config/paths.ts'

export interface WelcomeMember {
  firstName: string
  lastName: string
  email: string
  imageUrl: string
  membershipType: string
  membershipId: string
  membershipStatus: string
  emailVerified: boolean
}

export function WelcomeCard({ member }: { member: WelcomeMember }) {
  return (
    <section aria-labelledby="welcome-heading" className="card">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar firstName={member.firstName} lastName={member.lastName} imageUrl={member.imageUrl} className="h-16 w-16 shrink-0 text-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="welcome-heading" className="text-xl font-semibold text-slate-900">
            {`Welcome back, ${member.firstName}!`}
          </h2>
          <p className="mt-1 text-slate-700">
            {member.membershipType} · Membership ID <span className="font-medium text-slate-900">{member.membershipId}</span>
          </p>
          <p className="mt-2 flex flex-wrap gap-2">
            <MembershipStatusBadge status={member.membershipStatus} />
            {member.emailVerified ? <VerifiedBadge /> : null}
          </p>
        </div>
        <AccountLinks className="flex flex-col gap-2 sm:items-end" />
      </div>

      {member.emailVerified ? null : (
        <div className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p>
            Your e-mail address <strong className="break-words">{member.email}</strong> is not confirmed yet. Please use the link we
            sent you, or ask for a new one.
          </p>
          <Form method="post" action={paths.verifyEmail}>
            <button type="submit" className="btn-secondary whitespace-nowrap">
              Send verification e-mail
            </button>
          </Form>
        </div>
      )}
    </section>
  )
}
