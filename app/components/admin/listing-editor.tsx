import type { Constraint } from '#app/components/server-form.ts'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { ConfirmDialogButtons, useDialogForm, useOnFetcherSuccess } from '#app/components/dialog-forms.tsx'
import { Modal, ModalHeader } from '#app/components/modal.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { ListingForm, type EditableListing } from './listing-form.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'

/**
 * With JavaScript, "Add Directory Listing" and "Edit" open the listing form inline on /admin, and "Delete" a
 * confirmation dialog; both post with a fetcher to the very actions of the pages used without
 * JavaScript. Success redirects back to the list with a toast, which reloads it; the form or dialog
 * then closes.
 */

export function InlineListingEditor({
  listing,
  nextMembershipId,
  constraint,
  returnTo,
  onClose,
}: {
  /** The listing to edit, or null to add one. */
  listing: EditableListing | null
  nextMembershipId: string
  constraint: Record<string, Constraint>
  returnTo: string
  onClose: () => void
}) {
  const dialogForm = useDialogForm(onClose)
  const { t } = useTranslation('admin')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.closest('section')?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus({ preventScroll: true })
  }, [])
  const title = listing ? t('listings.editTitle', { name: listing.name }) : t('listings.add')
  return (
    <section aria-labelledby="listing-editor-title" className="card mb-8 scroll-mt-4">
      <h2 id="listing-editor-title" ref={heading} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ListingForm
        id={listing ? `listing-${listing.id}` : 'listing-new'}
        action={listing ? adminPaths.listing.edit(listing.id) : adminPaths.listing.add}
        listing={listing}
        nextMembershipId={nextMembershipId}
        constraint={constraint}
        returnTo={returnTo}
        {...dialogForm}
      />
    </section>
  )
}

export function DeleteListingDialog({
  listing,
  returnTo,
  onClose,
}: {
  listing: Pick<EditableListing, 'id' | 'name' | 'salutation' | 'membershipId'> | null
  returnTo: string
  onClose: () => void
}) {
  return (
    <Modal open={listing !== null} onClose={onClose} labelledBy="delete-listing-title" initialFocus="[data-initial-focus]">
      {listing ? <DeleteDialogBody key={listing.id} listing={listing} returnTo={returnTo} onClose={onClose} /> : null}
    </Modal>
  )
}

function DeleteDialogBody({
  listing,
  returnTo,
  onClose,
}: {
  listing: Pick<EditableListing, 'id' | 'name' | 'salutation' | 'membershipId'>
  returnTo: string
  onClose: () => void
}) {
  const fetcher = useFetcher<{ message?: string }>()
  useOnFetcherSuccess(fetcher, onClose)
  const failure = fetcher.state === 'idle' ? fetcher.data?.message : undefined
  const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
  const { t } = useTranslation('admin')
  return (
    <>
      <ModalHeader id="delete-listing-title" title={t('listings.deleteTitle')} onClose={onClose} />
      <fetcher.Form method="post" action={adminPaths.listing.delete(listing.id)} className="space-y-4 px-5 py-4 sm:px-6">
        <input type="hidden" name="returnTo" value={returnTo} />
        <FormErrors errors={failure ? [failure] : null} />
        <p className="text-slate-800">
          <Trans
            text={t('listings.deleteQuestion', { name: fullName, membershipId: listing.membershipId })}
            components={{ strong: (words) => <strong>{words}</strong> }}
          />
        </p>
        <ConfirmDialogButtons onClose={onClose} pending={fetcher.state !== 'idle'} pendingText={t('listings.deleting')}>
          {t('listings.deleteConfirm')}
        </ConfirmDialogButtons>
      </fetcher.Form>
    </>
  )
}
