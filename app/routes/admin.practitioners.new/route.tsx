import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ListingFormPage } from '#app/components/admin/listing-form-page.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadNewListingPage, saveListingAction } from '#app/routes/admin._index/listings.server.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { failureMessage, NO_ANSWER, LISTING_MESSAGES } from '#app/validation/admin-messages.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadNewListingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveListingAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, failureMessage(LISTING_MESSAGES.createFailed, NO_ANSWER))
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Add New Member', { location, matches }, 'Add a practitioner to the directory.')

/** The add form as a page of its own: what "Add New Member" opens without JavaScript. */
export default function NewListingPage() {
  const { nextMembershipId, returnTo } = useLoaderData<typeof loader>()
  return <ListingFormPage title="Add New Member" listing={null} nextMembershipId={nextMembershipId} returnTo={returnTo} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
