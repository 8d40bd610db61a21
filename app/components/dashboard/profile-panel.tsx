import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
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
  /** domain/membership-stage.ts (issue 33). */
  stage: string
  joinDate: string | null
  lastLogin: string | null
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

/** `listingEligible`: the membership includes a directory listing, where the practice's details live (issue 33). */
export function ProfilePanel({ member, listingEligible }: { member: ProfileMember; listingEligible: boolean }) {
  const { t, locale } = useTranslation('dashboard')
  const listLabel = useListLabel()
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="personal-heading" className="card">
          <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
            {t('profile.personal')}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200">
            <Detail label={t('profile.name')}>{`${member.firstName} ${member.lastName}`}</Detail>
            <Detail label={t('profile.email')}>{member.email}</Detail>
            <Detail label={t('profile.username')}>{member.username}</Detail>
            <Detail label={t('profile.phone')}>{member.phone || t('profile.notGiven')}</Detail>
            {member.state ? <Detail label={t('profile.state')}>{listLabel('locations', member.state)}</Detail> : null}
          </dl>
        </section>
        <section aria-labelledby="membership-heading" className="card">
          <h2 id="membership-heading" className="text-lg font-semibold text-slate-900">
            {t('profile.membership')}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200">
            <Detail label={t('profile.memberId')}>{member.membershipId}</Detail>
            <Detail label={t('profile.membershipType')}>{listLabel('membershipTypes', member.membershipType)}</Detail>
            <Detail label={t('profile.status')}>
              <MembershipStatusBadge stage={member.stage} />
            </Detail>
            <Detail label={t('profile.joinDate')}>{formatDate(member.joinDate, locale)}</Detail>
            <Detail label={t('profile.lastLogin')}>{formatDateTime(member.lastLogin, locale)}</Detail>
          </dl>
        </section>
      </div>

      {listingEligible ? (
        <section aria-labelledby="practice-heading" className="card">
          <h2 id="practice-heading" className="text-lg font-semibold text-slate-900">
            {t('profile.practice')}
          </h2>
          <p className="mt-2 text-slate-700">{t('profile.practiceNote')}</p>
          <p className="mt-2">
            <Link to={paths.myListing} className="link-tap">
              {t('profile.practiceLink')}
            </Link>
          </p>
        </section>
      ) : null}

      <AccountLinks className="flex flex-wrap gap-3" />
    </div>
  )
}
