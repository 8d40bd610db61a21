import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ListingFormPage } from '#app/components/admin/listing-form-page.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadListingPage, saveListingAction } from '#app/routes/admin._index/listings.server.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { failureMessage, NO_ANSWER, LISTING_MESSAGES } from '#app/validation/admin-messages.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadListingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveListingAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, failureMessage(LISTING_MESSAGES.updateFailed, NO_ANSWER))
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  adminMeta(data ? `Edit Member: ${data.listing.name}` : 'Edit Member', { location, matches }, 'Edit a practitioner directory listing.')

/** The edit form as a page of its own: what "Edit" opens without JavaScript. */
export default function EditListingPage() {
  const { listing, returnTo } = useLoaderData<typeof loader>()
  return <ListingFormPage title={`Edit Member: ${listing.name}`} listing={listing} nextMembershipId={listing.membershipId} returnTo={returnTo} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
