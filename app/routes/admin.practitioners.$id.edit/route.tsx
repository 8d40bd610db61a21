import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ListingForm } from '#app/components/admin/listing-form.tsx'
import { adminListingPaths } from '#app/components/admin/paths.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadEditListingPage, saveListingAction } from '#app/utils/admin-practitioners.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { failureMessage, NO_ANSWER, PRACTITIONER_MESSAGES } from '#app/validation/admin-messages.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadEditListingPage(request, params.id)
}

export async function action({ request, params }: ActionFunctionArgs) {
  return saveListingAction(request, params.id ?? '')
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, failureMessage(PRACTITIONER_MESSAGES.updateFailed, NO_ANSWER))
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  ...pageMeta({
    title: data ? `Edit Member: ${data.listing.name}` : 'Edit Member',
    description: 'Edit a practitioner directory listing.',
    location,
    matches,
  }),
  { name: 'robots', content: 'noindex' },
]

/** The edit form as a page of its own: what "Edit" opens without JavaScript. */
export default function EditListingPage() {
  const { listing, returnTo } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <AdminShell title={`Edit Member: ${listing.name}`}>
      <div className="card max-w-3xl">
        <ListingForm
          id={`listing-${listing.id}`}
          action={adminListingPaths.edit(listing.id)}
          listing={listing}
          nextMembershipId={listing.membershipId}
          returnTo={returnTo}
          lastResult={lastResult}
          pending={isPending}
          cancel={
            <Link to={returnTo} className="btn-secondary">
              Cancel
            </Link>
          }
        />
      </div>
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
