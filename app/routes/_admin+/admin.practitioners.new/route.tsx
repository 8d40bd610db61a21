import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ListingFormPage } from '#app/components/admin/listing-form-page.tsx'
import { loadNewListingPage, saveListingAction } from '#app/routes/_admin+/admin._index/listings.server.ts'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/**
 * The form's own page is the way in without JavaScript (with it, the list opens the form in a dialog): it
 * is sent as plain HTML with the pending-state script, not hydrated, which keeps React and the form's
 * code (~100 KB gzipped) off it. Its file fields work as they are; the preview is the dialog's.
 */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadNewListingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveListingAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, 'messages:listing.createFailedOffline')
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('listings.add'), { location, matches }, t('listings.newMetaDescription'))
}

/** The add form as a page of its own: what "Add Directory Listing" opens without JavaScript. */
export default function NewListingPage() {
  const { nextMembershipId, returnTo, constraint } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return <ListingFormPage title={t('listings.add')} listing={null} nextMembershipId={nextMembershipId} constraint={constraint} returnTo={returnTo} />
}
