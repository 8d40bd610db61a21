import type { ReactNode } from 'react'
import { MembershipStatusBadge } from '#app/components/dashboard/membership-status-badge.tsx'
import { Rating } from '#app/components/directory/rating.tsx'
import { SpecialtyBadges } from '#app/components/directory/specialty-badges.tsx'
import type { EditableListing } from './listing-form.tsx'

export interface AdminListingView extends EditableListing {
  linkedMember: { id: string; name: string; membershipStatus: string; isActive: boolean } | null
  hiddenReason: 'inactive' | 'member-status' | null
}

/**
 * A listing on /admin: who it is, whether the public can see it and why not, and which member account
 * it is linked to (by equal membership ID). `actions` are its Edit and Delete controls.
 */
export function AdminListingCard({ listing, actions }: { listing: AdminListingView; actions: ReactNode }) {
  const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
  const headingId = `listing-${listing.id}-name`
  const member = listing.linkedMember
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold leading-snug text-slate-900">
          {fullName}
        </h3>
        <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800">{listing.membershipId}</span>
      </div>
      {listing.title || listing.businessName ? (
        <p className="mt-1 text-sm text-slate-700">{[listing.title, listing.businessName].filter(Boolean).join(' · ')}</p>
      ) : null}
      <SpecialtyBadges specialties={listing.specialties} max={3} className="mt-3" />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all text-slate-900">{listing.email}</dd>
        <dt className="text-slate-600">Location</dt>
        <dd className="text-slate-900">{listing.location || listing.state || 'Not given'}</dd>
        <dt className="text-slate-600">Rating</dt>
        <dd>
          <Rating rating={listing.rating} reviewCount={listing.reviewCount} />
        </dd>
        <dt className="text-slate-600">Member</dt>
        <dd className="text-slate-900">
          {member ? (
            <span className="inline-flex flex-wrap items-center gap-1.5">
              Linked to {member.name} <MembershipStatusBadge status={member.membershipStatus} />
              {member.isActive ? null : <span className="text-xs font-semibold text-red-800">(account deactivated)</span>}
            </span>
          ) : (
            'No member account with this ID'
          )}
        </dd>
      </dl>
      <p className="mt-3 text-sm">
        {listing.hiddenReason === null ? (
          <span className="font-medium text-green-800">Shown in the public directory</span>
        ) : listing.hiddenReason === 'inactive' ? (
          <span className="font-semibold text-red-800">Inactive: hidden from the public directory</span>
        ) : (
          <span className="font-semibold text-red-800">
            Hidden from the public directory while the member's membership is {member?.membershipStatus}
          </span>
        )}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
    </article>
  )
}
