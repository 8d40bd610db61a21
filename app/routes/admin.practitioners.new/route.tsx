import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ListingFormPage } from '#app/components/admin/listing-form-page.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadNewListingPage, saveListingAction } from '#app/routes/admin._index/listings.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
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

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Add New Member', description: 'Add a practitioner to the directory.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

/** The add form as a page of its own: what "Add New Member" opens without JavaScript. */
export default function NewListingPage() {
  const { nextMembershipId, returnTo } = useLoaderData<typeof loader>()
  return <ListingFormPage title="Add New Member" listing={null} nextMembershipId={nextMembershipId} returnTo={returnTo} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
