import type { Constraint } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import { Link, useActionData } from '@remix-run/react'
import { useIsPending } from '#app/utils/hooks.ts'
import { AdminShell } from './admin-shell.tsx'
import { ListingForm, type EditableListing } from './listing-form.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** The add or edit form as a page of its own: what "Add Directory Listing" and "Edit" open without JavaScript. */
export function ListingFormPage({
  title,
  listing,
  nextMembershipId,
  constraint,
  returnTo,
}: {
  title: string
  /** The listing to edit, or null to add one. */
  listing: EditableListing | null
  nextMembershipId: string
  constraint: Record<string, Constraint>
  returnTo: string
}) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={title}>
      <div className="card max-w-3xl">
        <ListingForm
          id={listing ? `listing-${listing.id}` : 'listing-new'}
          action={listing ? adminPaths.listing.edit(listing.id) : adminPaths.listing.add}
          listing={listing}
          nextMembershipId={nextMembershipId}
          constraint={constraint}
          returnTo={returnTo}
          lastResult={lastResult}
          pending={useIsPending()}
          cancel={
            <Link to={returnTo} className="btn-secondary">
              {t('cancel')}
            </Link>
          }
        />
      </div>
    </AdminShell>
  )
}
