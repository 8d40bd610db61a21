import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { AccountLinks } from './account-links.tsx'
import { MembershipStatusBadge } from './membership-status-badge.tsx'

export interface ProfileMember {
  firstName: string
  lastName: string
  email: string
  username: string
  phone: string
  state: string
  membershipId: string
  membershipType: string
  membershipStatus: string
  joinDate: string | null
  lastLogin: string | null
  specialties: string[]
  certification: string
  businessName: string
  bio: string
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

export function ProfilePanel({ member }: { member: ProfileMember }) {
  const hasPractice = member.specialties.length > 0 || member.certification || member.businessName || member.bio
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="personal-heading" className="card">
          <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
            Personal Information
          </h2>
          <dl className="mt-2 divide-y divide-slate-200">
            <Detail label="Name">{`${member.firstName} ${member.lastName}`}</Detail>
            <Detail label="Email">{member.email}</Detail>
            <Detail label="Username">{member.username}</Detail>
            <Detail label="Phone">{member.phone || 'Not given'}</Detail>
            {member.state ? <Detail label="State">{member.state}</Detail> : null}
          </dl>
        </section>
        <section aria-labelledby="membership-heading" className="card">
          <h2 id="membership-heading" className="text-lg font-semibold text-slate-900">
            Membership Details
          </h2>
          <dl className="mt-2 divide-y divide-slate-200">
            <Detail label="Member ID">{member.membershipId}</Detail>
            <Detail label="Membership Type">{member.membershipType}</Detail>
            <Detail label="Status">
              <MembershipStatusBadge status={member.membershipStatus} />
            </Detail>
            <Detail label="Join Date">{formatDate(member.joinDate)}</Detail>
            <Detail label="Last Login">{member.lastLogin ? formatDateTime(member.lastLogin) : 'N/A'}</Detail>
          </dl>
        </section>
      </div>

      {hasPractice ? (
        <section aria-labelledby="practice-heading" className="card">
          <h2 id="practice-heading" className="text-lg font-semibold text-slate-900">
            Your Practice
          </h2>
          <dl className="mt-2 divide-y divide-slate-200">
            {member.specialties.length ? (
              <Detail label="Specialities">
                <ul className="flex flex-wrap gap-2">
                  {member.specialties.map((s) => (
                    <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-900 ring-1 ring-brand-200">
                      {s}
                    </li>
                  ))}
                </ul>
              </Detail>
            ) : null}
            {member.certification ? <Detail label="Certification">{member.certification}</Detail> : null}
            {member.businessName ? <Detail label="Business">{member.businessName}</Detail> : null}
            {member.bio ? (
              <Detail label="Bio">
                <p className="whitespace-pre-line">{member.bio}</p>
              </Detail>
            ) : null}
          </dl>
        </section>
      ) : null}

      <AccountLinks className="flex flex-wrap gap-3" />
    </div>
  )
}
