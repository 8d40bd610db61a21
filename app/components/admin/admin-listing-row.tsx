import type { ReactNode } from 'react'
import { MembershipStatusBadge } from '#app/components/dashboard/membership-status-badge.tsx'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import type { EditableListing } from './listing-form.tsx'

export interface AdminListingView extends EditableListing {
  linkedMember: { id: string; name: string; membershipStatus: string; stage: string; isActive: boolean } | null
  hiddenReason: 'inactive' | 'member-status' | null
}

/**
 * A listing as a row of /admin's table: who it is, where, which member account it is linked to (by
 * equal membership ID) and whether the public can see it and why not. `actions` are its Edit and
 * Delete controls.
 */
export function AdminListingRow({ listing, actions }: { listing: AdminListingView; actions: ReactNode }) {
  const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
  const member = listing.linkedMember
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="py-3 pr-3">
        <span id={`listing-${listing.id}-name`} className="font-semibold text-slate-900">
          {fullName}
        </span>
        {listing.title || listing.businessName ? (
          <span className="block text-slate-700">{[listing.title, listing.businessName].filter(Boolean).join(' · ')}</span>
        ) : null}
        <span className="block text-slate-800 wrap-anywhere">{listing.email}</span>
      </td>
      <td data-label={t('listings.columns.membershipId')} className="py-3 pr-3 font-mono">
        {listing.membershipId}
      </td>
      <td data-label={t('listings.card.location')} className="py-3 pr-3">
        {listing.location || (listing.state ? listLabel('locations', listing.state) : t('listings.card.notGiven'))}
      </td>
      <td data-label={t('listings.card.member')} className="py-3 pr-3">
        {member ? (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            {t('listings.card.linkedTo', { name: member.name })} <MembershipStatusBadge stage={member.stage} />
            {member.isActive ? null : <span className="text-xs font-semibold text-red-800">{t('listings.card.deactivated')}</span>}
          </span>
        ) : (
          t('listings.card.noAccount')
        )}
      </td>
      <td className="py-3 pr-3">
        {listing.hiddenReason === null ? (
          <span className="font-medium text-green-800">{t('listings.card.shown')}</span>
        ) : listing.hiddenReason === 'inactive' ? (
          <span className="font-semibold text-red-800">{t('listings.card.inactive')}</span>
        ) : (
          <span className="font-semibold text-red-800">
            {t('listings.card.hiddenStatus', { status: member ? listLabel('membershipStatuses', member.membershipStatus).toLowerCase() : '' })}
          </span>
        )}
      </td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">{actions}</div>
      </td>
    </tr>
  )
}
